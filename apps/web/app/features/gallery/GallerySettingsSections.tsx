import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { gallerySettingInputSchema } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { PicturePicker } from '../artwork/PicturePicker';
import type { ContractForm } from '../forms/use-contract-form';

/** The gallery settings form, which each section fills in part. */
type SettingsForm = ContractForm<typeof gallerySettingInputSchema>;
type TextField = 'name' | 'nameen' | 'address' | 'phone' | 'email' | 'website' | 'about' | 'aboutEn';

/** A text field's input props, with the test id the journeys find it by. */
function field(form: SettingsForm, key: TextField) {
  return { ...form.getInputProps(key), 'data-testid': `gallery-${key}` };
}

/** The logo and the gallery's names. */
export function IdentitySection({
  form,
  logo,
  canEdit,
  onLogo,
}: {
  form: SettingsForm;
  logo: string | undefined;
  canEdit: boolean;
  onLogo: (file: File) => void;
}) {
  const { t } = useTranslation('artists');
  return (
    <SectionCard title={t('settings.identity')} testId="gallery-identity">
      <PicturePicker
        current={logo}
        name={form.values.name}
        label={t('settings.logo')}
        radius="md"
        disabled={!canEdit}
        testId="gallery-logo"
        onPick={onLogo}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('settings.name')} required {...field(form, 'name')} />
        <TextInput label={t('settings.nameen')} {...field(form, 'nameen')} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Address, phone, e-mail and website. */
export function ContactSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('artists');
  return (
    <SectionCard title={t('settings.contact')} testId="gallery-contact">
      <TextInput label={t('settings.address')} {...field(form, 'address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('settings.phone')} type="tel" {...field(form, 'phone')} />
        <TextInput label={t('settings.email')} type="email" {...field(form, 'email')} />
        <TextInput label={t('settings.website')} type="url" placeholder="https://" {...field(form, 'website')} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** The introduction in Korean and English. */
export function AboutSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('artists');
  return (
    <SectionCard title={t('settings.about')} testId="gallery-about">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea label={t('settings.aboutKo')} autosize minRows={3} {...field(form, 'about')} />
        <Textarea label={t('settings.aboutEn')} autosize minRows={3} {...field(form, 'aboutEn')} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** How long a collector's hold lasts before it is released. */
export function HoldsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('artists');
  return (
    <SectionCard title={t('settings.holds')} description={t('settings.holdsHelp')} testId="gallery-holds">
      <NumberInput
        w={180}
        label={t('settings.holdDays')}
        {...form.getInputProps('holdDays')}
        min={1}
        max={90}
        allowDecimal={false}
        data-testid="gallery-hold-days"
      />
    </SectionCard>
  );
}
