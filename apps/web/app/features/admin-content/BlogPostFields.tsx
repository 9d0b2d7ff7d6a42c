import { Badge, Group, SimpleGrid, Stack, Switch, Tabs, TagsInput, Textarea, TextInput } from '@mantine/core';
import { BLOG_TAGS_MAX } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import type { ContractForm } from '../forms/use-contract-form';
import { POST_TIME_ZONE, suggestTextid, type postFormSchema } from './blog-form';
import { MarkdownField } from './MarkdownField';

type PostForm = ContractForm<typeof postFormSchema>;

/** The fields of one language: title, excerpt and Markdown body (`en` names the English ones). */
const LANGUAGE_FIELDS = {
  ko: { title: 'title', excerpt: 'excerpt', body: 'body' },
  en: { title: 'titleEn', excerpt: 'excerptEn', body: 'bodyEn' },
} as const;

/**
 * The texts in Korean and English, a tab each (a dot marks a tab with a problem). Typing the
 * English title of a new post suggests its address, until the admin writes one.
 */
function PostTexts({ form, onEnglishTitle }: { form: PostForm; onEnglishTitle: (title: string) => void }) {
  const { t } = useTranslation('adminContent');
  return (
    <SectionCard title={t('blog.texts')} description={t('blog.textsHelp')} testId="post-texts">
      <Tabs defaultValue="ko" keepMounted>
        <Tabs.List>
          {(['ko', 'en'] as const).map((language) => {
            const fields = Object.values(LANGUAGE_FIELDS[language]);
            const wrong = fields.some((field) => form.errors[field] != null);
            return (
              <Tabs.Tab
                key={language}
                value={language}
                rightSection={
                  wrong ? (
                    <Badge size="xs" color="red" circle>
                      !
                    </Badge>
                  ) : null
                }
                data-testid={`post-tab-${language}`}
              >
                {t(`languages.${language}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {(['ko', 'en'] as const).map((language) => {
          const fields = LANGUAGE_FIELDS[language];
          return (
            <Tabs.Panel key={language} value={language} pt="md">
              <Stack gap="md">
                <TextInput
                  label={t(`blog.title.${language}`)}
                  {...form.getInputProps(fields.title)}
                  onChange={(event) => {
                    form.setFieldValue(fields.title, event.currentTarget.value);
                    if (language === 'en') onEnglishTitle(event.currentTarget.value);
                  }}
                  data-testid={`post-${fields.title}`}
                />
                <Textarea
                  label={t(`blog.excerpt.${language}`)}
                  description={t('blog.excerptHelp')}
                  autosize
                  minRows={2}
                  {...form.getInputProps(fields.excerpt)}
                  data-testid={`post-${fields.excerpt}`}
                />
                <MarkdownField
                  label={t(`blog.body.${language}`)}
                  {...form.getInputProps(fields.body)}
                  value={form.values[fields.body]}
                  testId={`post-${fields.body}`}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </SectionCard>
  );
}

/** Every field of a post: its address, author, cover and tags; its texts; whether and when it is published. */
export function BlogPostFields({ form, isNew }: { form: PostForm; isNew: boolean }) {
  const { t } = useTranslation('adminContent');
  // A saved post keeps its address; a new one follows its English title until the admin types one.
  const [textidTyped, setTextidTyped] = useState(!isNew);
  return (
    <Stack gap="lg">
      <SectionCard title={t('blog.details')} testId="post-details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('blog.textid')}
            description={t('blog.textidHelp')}
            required
            {...form.getInputProps('textid')}
            onChange={(event) => {
              setTextidTyped(true);
              form.setFieldValue('textid', event.currentTarget.value);
            }}
            data-testid="post-textid"
          />
          <TextInput
            label={t('blog.authorName')}
            required
            {...form.getInputProps('authorName')}
            data-testid="post-author"
          />
          <TextInput
            label={t('blog.cover')}
            description={t('blog.coverHelp')}
            placeholder="https://"
            {...form.getInputProps('cover')}
            data-testid="post-cover"
          />
          <TagsInput
            label={t('blog.tags')}
            description={t('blog.tagsHelp', { max: BLOG_TAGS_MAX })}
            maxTags={BLOG_TAGS_MAX}
            clearable
            {...form.getInputProps('tags')}
            data-testid="post-tags"
          />
        </SimpleGrid>
      </SectionCard>
      <PostTexts
        form={form}
        onEnglishTitle={(title) => {
          if (!textidTyped) form.setFieldValue('textid', suggestTextid(title));
        }}
      />
      <SectionCard title={t('blog.publishing')} testId="post-publishing">
        <Group align="flex-end" gap="lg" wrap="wrap">
          <Switch
            label={t('blog.published')}
            {...form.getInputProps('published', { type: 'checkbox' })}
            data-testid="post-published"
          />
          <TextInput
            type="datetime-local"
            label={t('blog.publishedAt', { zone: POST_TIME_ZONE })}
            description={t('blog.publishedAtHelp')}
            {...form.getInputProps('publishedAt')}
            data-testid="post-published-at"
          />
        </Group>
      </SectionCard>
    </Stack>
  );
}
