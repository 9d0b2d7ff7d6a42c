import { useTranslation } from 'react-i18next';
import { QueryStates } from '../contests/QueryStates';
import { OpportunityEditor } from './OpportunityEditor';
import { useAdminOpportunityQuery } from './queries';

/** /admin/opportunities/new and /admin/opportunities/:id: the opportunity editor. */
export function OpportunityPage({ id }: { id: string | null }) {
  return id ? <SavedOpportunityEditor id={id} /> : <OpportunityEditor opportunity={null} />;
}

function SavedOpportunityEditor({ id }: { id: string }) {
  const { t } = useTranslation('adminContent');
  const opportunity = useAdminOpportunityQuery(id);
  if (!opportunity.isSuccess) {
    return (
      <QueryStates
        query={opportunity}
        notFound={{
          title: t('opportunities.notFoundTitle'),
          body: t('opportunities.notFoundBody'),
          link: { to: '/admin/opportunities', label: t('opportunities.all') },
        }}
        testId="opportunity"
      />
    );
  }
  // Keyed by the last change, so a save (which puts the answer in the cache) starts the form afresh.
  return <OpportunityEditor key={opportunity.data.updatedAt} opportunity={opportunity.data} />;
}
