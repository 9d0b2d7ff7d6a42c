import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { BlogPostDto } from '@vernissage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { blogPostPath, emptyPostValues, postFormSchema, postLanguages, postValuesFrom, preparePost } from './blog-form';
import { BlogPostFields } from './BlogPostFields';
import { PostBadges } from './BlogPostsPage';
import { contentKeys, useCreatePostMutation, useUpdatePostMutation } from './queries';

/** Links to a published post's public pages, one per language it is written in. */
function ViewOnBlog({ post }: { post: BlogPostDto }) {
  const { t } = useTranslation('adminContent');
  if (!post.published) return null;
  return (
    <>
      {postLanguages(post).map((language) => (
        <Anchor
          key={language}
          href={blogPostPath(post.textid, language)}
          size="sm"
          data-testid={`post-view-${language}`}
        >
          {t('blog.viewOnBlog', { language: t(`languages.${language}`) })}
        </Anchor>
      ))}
    </>
  );
}

/**
 * A platform admin's post: its fields, checked with the contract's schema, with a live preview of
 * each Markdown body. Writes a new post when `post` is null; saving a new one opens it.
 */
export function BlogPostEditor({ post, authorName }: { post: BlogPostDto | null; authorName: string }) {
  const { t } = useTranslation('adminContent');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreatePostMutation();
  const update = useUpdatePostMutation(post?.id ?? '');
  const save = post ? update : create;
  const initialValues = useMemo(() => (post ? postValuesFrom(post) : emptyPostValues(authorName)), [post, authorName]);
  const form = useContractForm({
    schema: postFormSchema,
    initialValues,
    messages: 'adminContent:blog.fields',
    prepare: preparePost,
  });

  /** A 409 means the address is another post's: said on the field, like the schema's problems. */
  const showProblems = (error: unknown) => {
    if (hasStatus(error, 409)) form.setFieldError('textid', t('blog.fields.textid.taken'));
    else form.showServerErrors(error);
  };

  const submit = form.onSubmit((fields) => {
    if (!post) {
      create.mutate(fields, {
        onSuccess: (created) => {
          queryClient.setQueryData(contentKeys.post(created.id), created);
          toast.success({ message: t('blog.created') });
          void navigate(`/admin/blog/${created.id}`);
        },
        onError: showProblems,
      });
      return;
    }
    // The saved post replaces this editor (keyed by its last change), maybe before the call
    // settles: its promise, unlike a callback of this editor's, still says how it went.
    void update.mutateAsync(fields).then((changed) => {
      queryClient.setQueryData(contentKeys.post(changed.id), changed);
      toast.success({ message: t('blog.saved') });
    }, showProblems);
  });
  const saveError = hasStatus(save.error, 409) ? t('blog.fields.textid.taken') : errorMessage(save.error);

  return (
    <Stack gap="lg" maw={1200}>
      {post && (
        <Group gap="sm" data-testid="post-state">
          <PostBadges post={post} />
          <ViewOnBlog post={post} />
        </Group>
      )}
      <form onSubmit={submit} noValidate data-testid="post-editor">
        <Stack gap="lg">
          <BlogPostFields form={form} isNew={!post} />
          {save.isError && (
            <Alert color="red" role="alert" data-testid="post-error">
              {saveError}
            </Alert>
          )}
          <FormActions
            cancelTo="/admin/blog"
            submitLabel={post ? t('actions.save') : t('blog.create')}
            loading={save.isPending}
            testId="post-save"
          />
        </Stack>
      </form>
    </Stack>
  );
}
