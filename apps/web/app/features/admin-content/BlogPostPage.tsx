import { useTranslation } from 'react-i18next';
import { QueryStates } from '../contests/QueryStates';
import { BlogPostEditor } from './BlogPostEditor';
import { useAdminPostQuery } from './queries';

/** /admin/blog/new and /admin/blog/:id: the post editor, a saved post once it has loaded. */
export function BlogPostPage({ id, authorName }: { id: string | null; authorName: string }) {
  return id ? <SavedPostEditor id={id} /> : <BlogPostEditor post={null} authorName={authorName} />;
}

function SavedPostEditor({ id }: { id: string }) {
  const { t } = useTranslation('adminContent');
  const post = useAdminPostQuery(id);
  if (!post.isSuccess) {
    return (
      <QueryStates
        query={post}
        notFound={{
          title: t('blog.notFoundTitle'),
          body: t('blog.notFoundBody'),
          link: { to: '/admin/blog', label: t('blog.all') },
        }}
        testId="post"
      />
    );
  }
  // Keyed by the last change, so a save (which puts the answer in the cache) starts the form afresh.
  return <BlogPostEditor key={post.data.updatedAt} post={post.data} authorName={post.data.authorName} />;
}
