import { Box, Button, HStack, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  documentFieldsSchema,
  type DocumentFields,
  type DocumentTypeValue,
  type DocumentView,
} from '@shared/back-office/series-document-schemas';
import { DocumentType } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import {
  BackOfficeForm,
  FormField,
  formatBytes,
  uploadWithProgress,
  useBackOfficeForm,
  type UploadProgress,
} from '../../../kit';
import { SERIES_EDITOR_KEY } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

export type UploadOptions = { onProgress: (progress: UploadProgress) => void; signal: AbortSignal };

/**
 * Sends a file as the browser's S3 presigned POST (the policy admits only its type and size), then
 * lets `attach` hand the upload's key to the server, which checks and publishes it. A refusal of
 * either step fails the upload with the server's translated message.
 */
export async function uploadImage(
  seriesId: string,
  type: DocumentTypeValue,
  file: File,
  options: UploadOptions,
  attach: (fileKey: string) => Promise<unknown>,
) {
  try {
    const ticket = await api.call(adminSeriesRoutes.documentUpload, {
      params: { id: seriesId },
      body: { type, fileName: file.name, contentType: file.type as never, size: file.size },
    });
    const result = await uploadWithProgress({
      url: ticket.url,
      method: 'POST',
      fields: ticket.fields,
      formField: 'file',
      file,
      ...options,
    });
    await attach(ticket.fileKey);
    return result;
  } catch (error) {
    if (error instanceof Error && error.name === 'UploadError') throw error;
    throw new Error(errorMessage(error));
  }
}

export function Thumbnail({ doc }: { doc: DocumentView }) {
  return (
    <Image
      src={doc.url}
      alt=""
      width="64px"
      height="64px"
      objectFit="contain"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      loading="lazy"
      flexShrink={0}
    />
  );
}

/**
 * Renames an event document or changes its purpose (PUT admin/series/documents/{id}; the server
 * records the change in the series history). Leaving with unsaved changes asks first.
 */
export function DocumentEditForm({
  doc,
  eventId,
  onDone,
}: {
  doc: DocumentView;
  eventId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const form = useBackOfficeForm({
    schema: documentFieldsSchema,
    defaultValues: { name: doc.name, type: doc.type as DocumentTypeValue },
  });
  const save = async (fields: DocumentFields) => {
    await api.call(adminSeriesRoutes.updateDocument, {
      params: { id: doc.guid },
      body: { ...fields, eventGuid: eventId },
    });
    notify.success(t('form.cacheNote'), t('documents.saved'));
    await queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY });
    onDone();
  };
  return (
    <BackOfficeForm form={form} onSubmit={save} aria-label={t('documents.editOf', { name: doc.name })}>
      <HStack gap="3" wrap="wrap" align="start">
        <Box flex="1" minW="48">
          <FormField name="name" label={t('documents.fields.name')} required>
            <Input {...form.register('name')} maxLength={200} autoComplete="off" />
          </FormField>
        </Box>
        <Box minW="40">
          <FormField name="type" label={t('documents.fields.type')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field {...form.register('type', { setValueAs: Number })}>
                {DOCUMENT_TYPE_OPTIONS.map((type) => (
                  <option key={type} value={type}>
                    {t(`documents.types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </HStack>
      <HStack gap="2">
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          {t('documents.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('races.cancel')}
        </Button>
      </HStack>
    </BackOfficeForm>
  );
}

export const DOCUMENT_TYPE_OPTIONS: DocumentTypeValue[] = [DocumentType.LOGO, DocumentType.BACKGROUND];

export function DocumentRow({
  doc,
  onDownload,
  onDelete,
  editor,
}: {
  doc: DocumentView;
  onDownload?: () => void;
  onDelete: () => void;
  /** The rename / purpose form, opened by the row's Edit button (event documents). */
  editor?: (close: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation(SERIES_EDITOR_NS);
  const [editing, setEditing] = useState(false);
  const download = t('documents.download');
  const remove = t('documents.delete');
  return (
    <Box as="li" borderBottomWidth="1px" py="2">
      <HStack gap="3" wrap="wrap">
        <Thumbnail doc={doc} />
        <Stack gap="0" flex="1" minW="40">
          <Text fontWeight="medium">{doc.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[
              t(`documents.types.${doc.type}`),
              doc.size !== null ? formatBytes(doc.size, i18n.language) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <HStack gap="2">
          {onDownload ? (
            <Button size="sm" variant="outline" onClick={onDownload} aria-label={`${download} ${doc.name}`}>
              {download}
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <a href={doc.url} download={doc.name} aria-label={`${download} ${doc.name}`}>
                {download}
              </a>
            </Button>
          )}
          {editor && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(!editing)}
              aria-expanded={editing}
              aria-label={t('documents.editOf', { name: doc.name })}
            >
              {t('documents.edit')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={onDelete}
            aria-label={`${remove} ${doc.name}`}
          >
            {remove}
          </Button>
        </HStack>
      </HStack>
      {editor && editing && <Box mt="3">{editor(() => setEditing(false))}</Box>}
    </Box>
  );
}
