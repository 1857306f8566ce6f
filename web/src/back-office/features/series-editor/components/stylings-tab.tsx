import { Box, Button, Fieldset, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  STYLING_AREAS,
  STYLING_SLOTS,
  stylingValuesSchema,
  type StylingAreaName,
  type StylingValues,
} from '@shared/back-office/stylings-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import { resolveAreaStyle } from '../../../../lib/series-styling-resolve';
import { BackOfficeForm, FormField, useBackOfficeForm } from '../../../kit';
import { SERIES_EDITOR_KEY, stylingsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour typed as #rrggbb, or picked with the browser's colour picker beside it. */
function ColorField({ slot }: { slot: keyof StylingValues }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const { register, setValue } = useFormContext<StylingValues>();
  const value = useWatch<StylingValues>({ name: slot }) as string;
  const label = t(`stylings.slots.${slot}`);
  return (
    <FormField name={slot} label={label}>
      <HStack gap="2">
        <Input {...register(slot)} autoComplete="off" placeholder="#rrggbb" maxW="36" fontFamily="mono" />
        <input
          type="color"
          aria-label={t('stylings.pick', { slot: label })}
          value={HEX.test(value) ? value : '#ffffff'}
          onChange={(e) => setValue(slot, e.target.value, { shouldDirty: true, shouldValidate: true })}
          style={{ width: '2.5rem', height: '2.5rem', border: 'none', background: 'none', padding: 0 }}
        />
        {value && (
          <Button size="xs" variant="ghost" onClick={() => setValue(slot, '', { shouldDirty: true })}>
            {t('stylings.clear')}
          </Button>
        )}
      </HStack>
    </FormField>
  );
}

/** How an area looks with the typed colours: the public pages' own resolution (readable text kept). */
function useAreaStyle(area: StylingAreaName) {
  const [bg, fg] = useWatch<StylingValues>({ name: [`${area}Background`, `${area}Color`] }) as [
    string,
    string,
  ];
  return resolveAreaStyle(HEX.test(bg) ? bg : undefined, HEX.test(fg) ? fg : undefined);
}

function PreviewArea({
  area,
  children,
  ...rest
}: { area: StylingAreaName; children: React.ReactNode } & React.ComponentProps<typeof Box>) {
  const style = useAreaStyle(area);
  return (
    <Box
      bg={style?.bg ?? 'bg.panel'}
      color={style?.fg ?? 'fg'}
      borderWidth="1px"
      rounded="md"
      p="3"
      {...rest}
    >
      {children}
    </Box>
  );
}

/** A small model of the public event page in the series' colours, as they are typed. */
export function StylingsPreview() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const root = useAreaStyle('root');
  return (
    <Box
      role="img"
      aria-label={t('stylings.previewLabel')}
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg={root?.bg ?? 'bg'}
      color={root?.fg ?? 'fg'}
      data-testid="stylings-preview"
    >
      <PreviewArea area="navbar" rounded="none" borderWidth="0" data-testid="preview-navbar">
        <Flex justify="space-between" align="center">
          <Text fontWeight="bold">{t('stylings.preview.logo')}</Text>
          <PreviewArea area="cart" p="1" px="2" fontSize="sm">
            {t('stylings.preview.cart')}
          </PreviewArea>
        </Flex>
      </PreviewArea>
      <Stack p="3" gap="3">
        <Text fontWeight="bold">{t('stylings.preview.event')}</Text>
        <SimpleGrid columns={2} gap="3">
          <PreviewArea area="checkout" fontSize="sm">
            {t('stylings.preview.checkout')}
          </PreviewArea>
          <PreviewArea area="startList" fontSize="sm">
            {t('stylings.preview.startList')}
          </PreviewArea>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}

export function StylingsForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: StylingValues;
  onSubmit: (values: StylingValues) => Promise<unknown>;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: stylingValuesSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('stylings.formLabel')}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="4">
          {STYLING_AREAS.map((area) => (
            <Fieldset.Root key={area}>
              <Fieldset.Legend fontWeight="semibold">{t(`stylings.areas.${area}`)}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <ColorField slot={`${area}Background`} />
                <ColorField slot={`${area}Color`} />
              </SimpleGrid>
            </Fieldset.Root>
          ))}
        </Stack>
        <Box position={{ lg: 'sticky' }} top="4" alignSelf="start">
          <Text fontWeight="semibold" mb="2">
            {t('stylings.preview.title')}
          </Text>
          <StylingsPreview />
          <Text mt="2" fontSize="sm" color="fg.muted">
            {t('stylings.contrastNote')}
          </Text>
        </Box>
      </SimpleGrid>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('form.save')}
        </Button>
      </div>
    </BackOfficeForm>
  );
}

/** The series' stylings tab (spec §2 "stylings"): colours of its public pages, with a live preview. */
export function StylingsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const stylings = useQuery(stylingsQuery(seriesId));
  if (stylings.isError) return <Text color="fg.error">{errorMessage(stylings.error)}</Text>;
  if (!stylings.data) return null;
  const values = Object.fromEntries(
    STYLING_SLOTS.map((slot) => [slot, stylings.data.values[slot] ?? '']),
  ) as StylingValues;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('stylings.lead')}</Text>
      <StylingsForm
        key={JSON.stringify(values)}
        defaultValues={values}
        onSubmit={async (next) => {
          const saved = await api.call(adminSeriesRoutes.updateStylings, {
            params: { id: seriesId },
            body: { values: next },
          });
          queryClient.setQueryData(stylingsQuery(seriesId).queryKey, saved);
          await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'history', seriesId] });
          notify.success(t('form.cacheNote'), t('stylings.saved'));
        }}
      />
    </Stack>
  );
}
