import { Badge, Button, Group, Stack } from '@mantine/core';
import type { BlogPostSummaryDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toLocale } from '../../i18n/i18n-options';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { deadlineText } from '../contests/contest-time';
import { blogPostPath, POST_TIME_ZONE, postLanguages } from './blog-form';
import { ContentRow } from './ContentRow';
import { DeleteContentDialog } from './DeleteContentDialog';
import { useAdminPostsQuery, useDeletePostMutation } from './queries';

/** A post's title in the reader's language, else in the one it has. */
export function postTitleIn(post: Pick<BlogPostSummaryDto, 'title' | 'titleEn'>, language: string): string {
  return (language === 'en' ? post.titleEn || post.title : post.title || post.titleEn) ?? '';
}

/** Published or draft, and the languages it is written in. */
export function PostBadges({ post }: { post: Pick<BlogPostSummaryDto, 'published' | 'title' | 'titleEn'> }) {
  const { t } = useTranslation('adminContent');
  return (
    <>
      <Badge color={post.published ? 'green' : 'gray'} variant="light" data-testid="post-status">
        {post.published ? t('status.published') : t('status.draft')}
      </Badge>
      {postLanguages(post).map((language) => (
        <Badge key={language} color="secondary" variant="outline" data-testid={`post-language-${language}`}>
          {t(`languages.${language}`)}
        </Badge>
      ))}
    </>
  );
}

/** /admin/blog: every post, drafts too, with its status and languages; a new one; delete after a confirmation. */
export function BlogPostsPage() {
  const { t, i18n } = useTranslation('adminContent');
  const language = toLocale(i18n.resolvedLanguage);
  const posts = useAdminPostsQuery();
  const remove = useDeletePostMutation();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  return (
    <Stack gap="md" data-testid="admin-blog">
      <Group justify="flex-end">
        <Button component={Link} to="/admin/blog/new" data-testid="admin-blog-new">
          {t('blog.new')}
        </Button>
      </Group>
      <QueryList
        query={posts}
        loading={<ListSkeleton count={3} height={88} testId="admin-blog-loading" />}
        empty={<EmptyState title={t('blog.emptyTitle')} body={t('blog.emptyBody')} testId="admin-blog-empty" />}
        testId="admin-blog-list"
      >
        {(page) => (
          <Stack gap="sm">
            {page.items.map((post) => {
              const title = postTitleIn(post, language);
              const languages = postLanguages(post);
              return (
                <ContentRow
                  key={post.id}
                  id={post.id}
                  title={title}
                  editTo={`/admin/blog/${post.id}`}
                  facts={t('blog.facts', {
                    textid: post.textid,
                    updated: deadlineText(post.updatedAt, POST_TIME_ZONE, language),
                  })}
                  badges={<PostBadges post={post} />}
                  publicHref={
                    post.published
                      ? blogPostPath(post.textid, languages.includes(language) ? language : languages[0]!)
                      : null
                  }
                  onDelete={() => setDeleting({ id: post.id, title })}
                  testId="admin-post"
                />
              );
            })}
          </Stack>
        )}
      </QueryList>
      <DeleteContentDialog
        target={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
        texts={{
          title: t('blog.deleteTitle'),
          body: t('blog.deleteBody', { title: deleting?.title ?? '' }),
          done: t('blog.deleted'),
        }}
        testId="admin-post-delete-confirm"
      />
    </Stack>
  );
}
