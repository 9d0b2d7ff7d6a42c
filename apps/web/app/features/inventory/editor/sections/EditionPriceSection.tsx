import { NumberInput, SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import { CURRENCIES, PRICE_DISPLAYS } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';
import type { ItemForm } from '../item-form';

/** Unique or an edition (with its size), and the price with how it is shown. */
export function EditionPriceSection({ form }: { form: ItemForm }) {
  const { t } = useTranslation('inventory');
  const { t: ta } = useTranslation('artwork');
  const { edition, price } = form.values;
  return (
    <SectionCard title={t('editor.editionAndPrice')} testId="editor-edition">
      <SegmentedControl
        {...form.getInputProps('edition.type')}
        data={[
          { value: 'unique', label: ta('unique') },
          { value: 'edition', label: t('editor.edition') },
        ]}
        aria-label={ta('fields.edition')}
        data-testid="editor-edition-type"
      />
      {edition.type === 'edition' && (
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <NumberInput
            label={t('editor.editionSize')}
            {...form.getInputProps('edition.size')}
            min={1}
            allowDecimal={false}
            data-testid="editor-edition-size"
          />
          <NumberInput
            label={t('editor.artistProofs')}
            {...form.getInputProps('edition.artistProofs')}
            min={0}
            allowDecimal={false}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={t('editor.price')}
          {...form.getInputProps('price.amount')}
          min={0}
          thousandSeparator=","
          decimalScale={price.currency === 'KRW' ? 0 : 2}
          data-testid="editor-price"
        />
        <Select
          label={t('editor.currency')}
          allowDeselect={false}
          {...form.getInputProps('price.currency')}
          data={[...CURRENCIES]}
        />
        <Select
          label={t('editor.priceDisplay')}
          allowDeselect={false}
          {...form.getInputProps('price.display')}
          data={PRICE_DISPLAYS.map((display) => ({ value: display, label: t(`editor.priceDisplays.${display}`) }))}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
