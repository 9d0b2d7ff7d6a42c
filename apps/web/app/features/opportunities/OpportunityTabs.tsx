import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** All opportunities, or the person's saved ones: two pages under one pair of tabs. */
export function OpportunityTabs({ active }: { active: 'all' | 'saved' }) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => void navigate(value === 'saved' ? '/opportunities/saved' : '/opportunities')}
    >
      <Tabs.List>
        <Tabs.Tab value="all" data-testid="opportunities-tab-all">
          {t('opportunities.tabs.all')}
        </Tabs.Tab>
        <Tabs.Tab value="saved" data-testid="opportunities-tab-saved">
          {t('opportunities.tabs.saved')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
