import { Box, Button, HStack, Image, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
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
  FileUpload,
  FormField,
  formatBytes,
  uploadWithProgress,
  useBackOfficeForm,
  type UploadProgress,
} from '../../../kit';
import {
  SERIES_EDITOR_KEY,
  eventDocumentsQuery,
  eventsQuery,
  seriesDocumentsQuery,
} from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { useDelete } from './races-tab';

type UploadOptions = { onProgress: (progress: UploadProgress) => void; signal: AbortSignal };

/**
 * Sends a file as the browser's S3 presigned POST (the policy admits only its type and size), then
 * lets `attach` hand the upload's key to the server, which checks and publishes it. A refusal of
 * either step fails the upload with the server's translated message.
 */
async function uploadImage(
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

function Thumbnail({ doc }: { doc: DocumentView }) {
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

const DOCUMENT_TYPE_OPTIONS: DocumentTypeValue[] = [DocumentType.LOGO, DocumentType.BACKGROUND];

function DocumentRow({
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

const ACCEPT = [...DOCUMENT_CONTENT_TYPES];

function SeriesLogo({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const documents = useQuery(seriesDocumentsQuery(seriesId));
  const remove = useDelete();
  const logo = documents.data?.find((d) => d.type === DocumentType.LOGO);
  return (
    <Stack as="section" gap="3" aria-labelledby="series-logo-title">
      <Text as="h3" id="series-logo-title" fontWeight="bold" fontSize="lg">
        {t('documents.seriesLogo')}
      </Text>
      <Text color="fg.muted">{t('documents.seriesLogoLead')}</Text>
      {documents.isError && <Text color="fg.error">{errorMessage(documents.error)}</Text>}
      {logo ? (
        <Stack as="ul" listStyleType="none" gap="0">
          <DocumentRow
            doc={logo}
            onDownload={() =>
              void api
                .call(adminSeriesRoutes.downloadDocument, { params: { id: seriesId, documentId: logo.guid } })
                .then((d) => window.open(d.url, '_blank', 'noopener'))
                .catch((error: unknown) => notify.error(errorMessage(error)))
            }
            onDelete={() =>
              void remove(logo.name, () =>
                api.call(adminSeriesRoutes.deleteDocument, {
                  params: { id: seriesId, documentId: logo.guid },
                }),
              )
            }
          />
        </Stack>
      ) : (
        documents.isSuccess && <Text>{t('documents.noLogo')}</Text>
      )}
      <FileUpload
        label={logo ? t('documents.replaceLogo') : t('documents.uploadLogo')}
        maxBytes={DOCUMENT_MAX_BYTES[DocumentType.LOGO]}
        accept={ACCEPT}
        upload={(file, options) =>
          uploadImage(seriesId, DocumentType.LOGO, file, options, (fileKey) =>
            api.call(adminSeriesRoutes.uploadLogo, { params: { id: seriesId }, body: { fileKey } }),
          )
        }
        onUploaded={() => {
          notify.success(t('form.cacheNote'), t('documents.uploaded'));
          void queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY });
        }}
      />
    </Stack>
  );
}

function EventDocuments({ seriesId, eventId }: { seriesId: string; eventId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const documents = useQuery(eventDocumentsQuery(eventId));
  const remove = useDelete();
  const [type, setType] = useState<DocumentTypeValue>(DocumentType.LOGO);
  const [name, setName] = useState('');
  const typeId = useId();
  const nameId = useId();
  return (
    <Stack gap="3">
      {documents.isError && <Text color="fg.error">{errorMessage(documents.error)}</Text>}
      {documents.data && !documents.data.length && <Text>{t('documents.noDocuments')}</Text>}
      {!!documents.data?.length && (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={t('documents.eventDocuments')}>
          {documents.data.map((doc) => (
            <DocumentRow
              key={doc.guid}
              doc={doc}
              editor={(close) => <DocumentEditForm doc={doc} eventId={eventId} onDone={close} />}
              onDelete={() =>
                void remove(doc.name, () =>
                  api.call(adminSeriesRoutes.deleteEventDocument, {
                    params: { id: doc.guid },
                    query: { eventGuid: eventId },
                  }),
                )
              }
            />
          ))}
        </Stack>
      )}
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
        <Text as="h4" fontWeight="bold">
          {t('documents.add')}
        </Text>
        <HStack gap="3" wrap="wrap" align="end">
          <Box minW="40">
            <label htmlFor={typeId}>
              <Text fontWeight="medium" mb="1">
                {t('documents.fields.type')}
              </Text>
            </label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                id={typeId}
                value={type}
                onChange={(e) => setType(Number(e.target.value) as DocumentTypeValue)}
              >
                <option value={DocumentType.LOGO}>{t(`documents.types.${DocumentType.LOGO}`)}</option>
                <option value={DocumentType.BACKGROUND}>
                  {t(`documents.types.${DocumentType.BACKGROUND}`)}
                </option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box flex="1" minW="48">
            <label htmlFor={nameId}>
              <Text fontWeight="medium" mb="1">
                {t('documents.fields.name')}
              </Text>
            </label>
            <Input
              id={nameId}
              value={name}
              maxLength={200}
              placeholder={t('documents.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
            />
          </Box>
        </HStack>
        <FileUpload
          key={type}
          label={t(`documents.types.${type}`)}
          maxBytes={DOCUMENT_MAX_BYTES[type]}
          accept={ACCEPT}
          upload={(file, options) =>
            uploadImage(seriesId, type, file, options, (fileKey) =>
              api.call(adminSeriesRoutes.createDocument, {
                body: { eventGuid: eventId, name: name.trim() || file.name, type, fileKey },
              }),
            )
          }
          onUploaded={() => {
            setName('');
            notify.success(t('form.cacheNote'), t('documents.uploaded'));
            void queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY });
          }}
        />
      </Stack>
    </Stack>
  );
}

/**
 * The series' documents tab (spec §2 documents; §3 purposes logo=1, background=2): the series logo
 * (home and event pages) and each event's logo and background images, uploaded straight to S3.
 */
export function DocumentsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [params, setParams] = useSearchParams();
  const events = useQuery(eventsQuery(seriesId));
  const eventId = params.get('event') ?? events.data?.[0]?.guid ?? '';
  const event = events.data?.find((e) => e.guid === eventId);
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        {t('documents.lead')}{' '}
        <Link asChild variant="underline">
          <RouterLink to="../history">{t('documents.historyLink')}</RouterLink>
        </Link>
      </Text>
      <SeriesLogo seriesId={seriesId} />
      <Stack as="section" gap="3" aria-labelledby="event-documents-title">
        <Text as="h3" id="event-documents-title" fontWeight="bold" fontSize="lg">
          {t('documents.eventDocuments')}
        </Text>
        {events.data && !events.data.length ? (
          <Text>{t('races.noEvents')}</Text>
        ) : (
          <Box maxW="sm">
            <label htmlFor="documents-event">
              <Text fontWeight="medium" mb="1">
                {t('races.event')}
              </Text>
            </label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                id="documents-event"
                value={eventId}
                onChange={(e) => setParams({ event: e.target.value }, { replace: true })}
              >
                {events.data?.map((e) => (
                  <option key={e.guid} value={e.guid}>
                    {e.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        )}
        {event && <EventDocuments key={event.guid} seriesId={seriesId} eventId={event.guid} />}
      </Stack>
    </Stack>
  );
}
