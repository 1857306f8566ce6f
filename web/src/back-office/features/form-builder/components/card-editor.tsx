import { Alert, Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { cardFieldsSchema, type Card } from '@shared/back-office/card-editor-schemas';
import { CardType } from '@shared/codelists/enums';
import { api, isApiError } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { cardsChanged, eventRacesQuery } from '../api/form-builder-queries';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import {
  moved,
  movedTo,
  newValue,
  toDraft,
  toFields,
  newCard,
  type CardDraft,
  type ValueDraft,
} from '../model/card-draft';
import { FieldPreview } from './field-preview';
import { SortableList } from './sortable-list';
import { Flag, SelectField, TextField } from './labelled-controls';
import { MoveButtons } from './move-buttons';
import { ValueEditor, type GroupChoices } from './value-editor';

const valueKey = (value: ValueDraft) => value.key;
const valueName = (value: ValueDraft) => value.label || value.name;

interface Problem {
  path: string;
  message: string;
}

/**
 * A form (card) of an event edited in place: its own fields, its fields (values) with their
 * options, reordered by drag and drop or move buttons, and beside them the live preview rendered by
 * the checkout.
 */
export function CardEditor({
  eventGuid,
  card,
  onDone,
}: {
  eventGuid: string;
  card?: Card;
  onDone: () => void;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const client = useQueryClient();
  const [draft, setDraft] = useState<CardDraft>(() => (card ? toDraft(card) : newCard()));
  const [open, setOpen] = useState<string | null>(draft.values[0]?.key ?? null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const races = useQuery(eventRacesQuery(eventGuid));
  const groups: GroupChoices = useMemo(() => {
    const chosen = (races.data ?? []).filter(
      (r) => !draft.subEventGuids.length || draft.subEventGuids.includes(r.guid),
    );
    const prefix = (race: string, name: string) => (chosen.length > 1 ? `${race} – ${name}` : name);
    return {
      categories: chosen.flatMap((r) =>
        r.categories.map((c) => ({ guid: c.guid, name: prefix(r.name, c.name) })),
      ),
      waves: chosen.flatMap((r) => r.waves.map((w) => ({ guid: w.guid, name: prefix(r.name, w.name) }))),
    };
  }, [races.data, draft.subEventGuids]);

  const save = useMutation({
    mutationFn: (fields: ReturnType<typeof toFields>) =>
      draft.guid
        ? api.call(adminSeriesRoutes.updateCard, {
            params: { id: draft.guid },
            body: { ...fields, eventGuid, version: draft.version ?? 0 },
          })
        : api.call(adminSeriesRoutes.createCard, { body: { ...fields, eventGuid } }),
    onSuccess: async () => {
      notify.success(t('editor.saved'));
      await cardsChanged(client);
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.validationErrors.length)
        setProblems(
          error.validationErrors.map((e) => ({
            path: e.field.replace(/^body\./, ''),
            message: e.errors.join(' '),
          })),
        );
      else notify.error(errorMessage(error));
    },
  });

  const submit = () => {
    const fields = toFields(draft);
    const parsed = cardFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setProblems(
        parsed.error.issues.map((i) => ({
          path: i.path.join('.'),
          message: t(i.message, { ns: ERRORS_NS, defaultValue: t('editor.invalid') }),
        })),
      );
      return;
    }
    setProblems([]);
    save.mutate(fields);
  };

  const setValue = (index: number, value: ValueDraft) =>
    setDraft((d) => ({ ...d, values: d.values.map((v, i) => (i === index ? value : v)) }));
  const addValue = () => {
    const value = newValue(draft.values.length + 1);
    setDraft((d) => ({ ...d, values: [...d.values, value] }));
    setOpen(value.key);
  };
  const where = (path: string) => {
    const [, index, ...rest] = path.split('.');
    const value = path.startsWith('values.') ? draft.values[Number(index)] : undefined;
    return value ? `${value.label || value.name}${rest.length ? ` (${rest.join('.')})` : ''}` : path;
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="card-editor-title">
      <Heading as="h2" size="md" id="card-editor-title">
        {card ? t('editor.editTitle', { name: card.name }) : t('editor.newTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField
          label={t('card.name')}
          required
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <TextField
          label={t('card.nameEn')}
          value={draft.translations.en?.name ?? ''}
          onChange={(text) =>
            setDraft({
              ...draft,
              translations: {
                ...draft.translations,
                en: { ...draft.translations.en, name: text || undefined },
              },
            })
          }
        />
        <SelectField
          label={t('card.type')}
          value={draft.type}
          onChange={(v) => setDraft({ ...draft, type: Number(v) })}
        >
          {Object.values(CardType).map((type) => (
            <option key={type} value={type}>
              {t(`cardTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        {draft.type === CardType.RELAY_ATHLETE && (
          <TextField
            label={t('card.limit')}
            type="number"
            value={draft.limit}
            onChange={(text) => setDraft({ ...draft, limit: Math.max(0, Math.floor(Number(text) || 0)) })}
          />
        )}
      </SimpleGrid>
      {(races.data?.length ?? 0) > 0 && (
        <Stack as="fieldset" gap="1">
          <Text as="legend" fontWeight="medium">
            {t('card.races')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('card.racesHelp')}
          </Text>
          <HStack wrap="wrap" gap="4">
            {races.data?.map((race) => (
              <Flag
                key={race.guid}
                label={race.name}
                checked={draft.subEventGuids.includes(race.guid)}
                onChange={(on) =>
                  setDraft({
                    ...draft,
                    subEventGuids: on
                      ? [...draft.subEventGuids, race.guid]
                      : draft.subEventGuids.filter((g) => g !== race.guid),
                  })
                }
              />
            ))}
          </HStack>
        </Stack>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('editor.fields')}
          </Heading>
          {draft.values.length === 0 && <Text>{t('editor.noFields')}</Text>}
          <SortableList
            items={draft.values}
            idOf={valueKey}
            nameOf={valueName}
            label={t('editor.fields')}
            onReorder={(from, to) => setDraft((d) => ({ ...d, values: movedTo(d.values, from, to) }))}
          >
            {(value, index, handle) => {
              const name = value.label || value.name;
              const expanded = open === value.key;
              return (
                <Box>
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <Text fontWeight="semibold">{name || t('value.unnamed')}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(`types.${value.type}`)}
                        {value.required ? ` · ${t('value.required')}` : ''}
                      </Text>
                    </Stack>
                    <MoveButtons
                      name={name}
                      index={index}
                      total={draft.values.length}
                      onMove={(by) => setDraft((d) => ({ ...d, values: moved(d.values, index, by) }))}
                      handle={handle}
                    >
                      <Button
                        size="xs"
                        variant="outline"
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? null : value.key)}
                      >
                        {expanded ? t('value.close') : t('value.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('value.remove', { name })}
                        onClick={() =>
                          setDraft((d) => ({ ...d, values: d.values.filter((_, i) => i !== index) }))
                        }
                      >
                        {t('remove')}
                      </Button>
                    </MoveButtons>
                  </HStack>
                  {expanded && (
                    <Box mt="3">
                      <ValueEditor value={value} groups={groups} onChange={(v) => setValue(index, v)} />
                    </Box>
                  )}
                </Box>
              );
            }}
          </SortableList>
          <Box>
            <Button variant="outline" onClick={addValue}>
              {t('value.add')}
            </Button>
          </Box>
          {card && card.values.some((v) => v.archived) && (
            <Text fontSize="sm" color="fg.muted">
              {t('editor.archivedNote', { count: card.values.filter((v) => v.archived).length })}
            </Text>
          )}
        </Stack>
        <FieldPreview values={draft.values} />
      </SimpleGrid>

      {problems.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('editor.problems')}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0" pl="4">
                {problems.map((p, i) => (
                  <li key={i}>
                    {where(p.path)}: {p.message}
                  </li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack gap="2">
        <Button onClick={submit} loading={save.isPending}>
          {t('editor.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('editor.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
