import { Checkbox, Group, NumberInput, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DIMENSION_UNITS, MEDIUM_TYPES } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';
import type { ItemForm } from '../item-form';

/** What the work is made of and how big it is. */
export function MediumSection({ form }: { form: ItemForm }) {
  const { t } = useTranslation('inventory');
  const { t: ta } = useTranslation('artwork');
  return (
    <SectionCard title={t('editor.mediumAndSize')} testId="editor-medium">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('editor.mediumType')}
          clearable
          {...form.getInputProps('medium.type')}
          data={MEDIUM_TYPES.map((type) => ({ value: type, label: ta(`mediumTypes.${type}`) }))}
          data-testid="editor-medium-type"
        />
        <TextInput
          label={t('editor.mediumText')}
          placeholder={t('editor.mediumTextPlaceholder')}
          {...form.getInputProps('medium.text')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {(['height', 'width', 'depth'] as const).map((side) => (
          <NumberInput
            key={side}
            label={t(`editor.${side}`)}
            {...form.getInputProps(`dimensions.${side}`)}
            min={0}
            decimalScale={1}
            data-testid={`editor-${side}`}
          />
        ))}
      </SimpleGrid>
      <Group gap="lg" wrap="wrap">
        <SegmentedControl
          {...form.getInputProps('dimensions.unit')}
          data={DIMENSION_UNITS.map((unit) => ({ value: unit, label: unit }))}
          aria-label={t('editor.unit')}
        />
        <Checkbox label={ta('framed')} {...form.getInputProps('dimensions.framed', { type: 'checkbox' })} />
      </Group>
      <TextInput
        label={t('editor.dimensionsText')}
        placeholder={t('editor.dimensionsTextPlaceholder')}
        {...form.getInputProps('dimensions.text')}
      />
    </SectionCard>
  );
}
