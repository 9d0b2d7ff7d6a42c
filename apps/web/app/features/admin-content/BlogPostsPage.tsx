import { Badge } from '@mantine/core';
import { textIn, type BlogPostSummaryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { deadlineText } from '../contests/contest-time';
import { blogPostPath, POST_TIME_ZONE, postLanguages } from './blog-form';
import { ContentList } from './ContentList';
import { useAdminPostsQuery, useDeletePostMutation } from './queries';

/** A post's title in the reader's language, else in the one it has. */
export function postTitleIn(post: Pick<BlogPostSummaryDto, 'title' | 'titleEn'>, language: string): string {
  return textIn(toLocale(language), { ko: post.title, en: post.titleEn });
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
  return (
    <ContentList
      area="blog"
      newTo="/admin/blog/new"
      query={posts}
      remove={remove}
      rowOf={(post) => {
        const languages = postLanguages(post);
        return {
          title: postTitleIn(post, language),
          editTo: `/admin/blog/${post.id}`,
          facts: t('blog.facts', {
            textid: post.textid,
            updated: deadlineText(post.updatedAt, POST_TIME_ZONE, language),
          }),
          badges: <PostBadges post={post} />,
          publicHref: post.published
            ? blogPostPath(post.textid, languages.includes(language) ? language : languages[0]!)
            : null,
        };
      }}
      testId="admin-blog"
      rowTestId="admin-post"
    />
  );
}
