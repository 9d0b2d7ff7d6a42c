import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { useFailureToast } from '../api/use-error-message';
import { useSession } from '../session/SessionProvider';
import { loginPathFor } from '../session/session-routing';
import { useSaveOpportunityMutation, useSavedOpportunitiesQuery } from './queries';

/**
 * Save or forget an opportunity (a reminder mail comes before its deadline). A visitor is asked to
 * sign in first, and comes back here afterwards.
 */
export function SaveButton({ id, size = 'xs' }: { id: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('discovery');
  const { user } = useSession();
  const location = useLocation();
  const saved = useSavedOpportunitiesQuery();
  const mutation = useSaveOpportunityMutation(id);
  const failed = useFailureToast();
  if (!user) {
    return (
      <Button
        component={Link}
        to={loginPathFor(location)}
        size={size}
        variant="default"
        data-testid="opportunity-save-signin"
      >
        {t('opportunities.signInToSave')}
      </Button>
    );
  }
  const isSaved = saved.data?.items.some((item) => item.id === id) ?? false;
  return (
    <Button
      size={size}
      variant={isSaved ? 'filled' : 'light'}
      loading={mutation.isPending}
      disabled={saved.isPending}
      aria-pressed={isSaved}
      onClick={() =>
        mutation.mutate(!isSaved, {
          onSuccess: () => toast.success({ message: t(isSaved ? 'opportunities.unsaved' : 'opportunities.saved') }),
          onError: failed,
        })
      }
      data-testid="opportunity-save"
      data-saved={isSaved}
    >
      {isSaved ? t('opportunities.savedLabel') : t('opportunities.save')}
    </Button>
  );
}
