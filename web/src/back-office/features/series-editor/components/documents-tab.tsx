import { Box, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  type DocumentTypeValue,
} from '@shared/back-office/series-document-schemas';
import { DocumentType } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { FileUpload } from '../../../kit';
import { SERIES_EDITOR_KEY, eventDocumentsQuery, seriesDocumentsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { EventPicker, useEventParam } from './event-picker';
import { useDelete } from './record-actions';
import { DocumentEditForm, DocumentRow, uploadImage } from './document-row';

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
  const picked = useEventParam(seriesId);
  const { events, event } = picked;
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
          <EventPicker id="documents-event" picked={picked} maxW="sm" />
        )}
        {event && <EventDocuments key={event.guid} seriesId={seriesId} eventId={event.guid} />}
      </Stack>
    </Stack>
  );
}
