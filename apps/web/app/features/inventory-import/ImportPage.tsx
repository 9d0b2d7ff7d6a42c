import { Anchor, Paper, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WorkspaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inventoryAccess } from '../inventory/inventory-access';
import { InventoryAccessNotice } from '../inventory/InventoryAccessNotice';
import type { SessionUser } from '../session/SessionProvider';
import { ChooseFilesStep } from './ChooseFilesStep';
import { ColumnsStep } from './ColumnsStep';
import { ImportRunStep } from './ImportRunStep';
import { RecentImports } from './RecentImports';
import { ReviewStep } from './ReviewStep';
import { IMPORT_STEPS, useImportFlow, type ImportStep } from './use-import-flow';

/**
 * /inventory/import: a spreadsheet of works (and their images) into the inventory, in four steps
 * — files, columns, review, import — and the recent imports with their undo. For people who may
 * change the inventory; others are told why not.
 */
export function ImportPage({ user, workspace }: { user: SessionUser; workspace: WorkspaceDto }) {
  const access = inventoryAccess(user, workspace.role);
  if (!access.canWrite) {
    return (
      <Stack gap="md" data-testid="import-no-access">
        <InventoryAccessNotice access={access} />
      </Stack>
    );
  }
  return <ImportWorkspace gid={workspace.gid} />;
}

function ImportWorkspace({ gid }: { gid: string }) {
  const { t } = useTranslation('inventory');
  const { t: tp } = useTranslation('pages');
  const flow = useImportFlow(gid);
  const phone = useMediaQuery('(max-width: 36em)');
  const active = IMPORT_STEPS.indexOf(flow.step);
  // Back to an earlier step, but not while an import runs or once it is done.
  const canGoBack = flow.step !== 'import';
  const hints: Record<ImportStep, string> = {
    files: t('import.steps.filesHint'),
    columns: t('import.steps.columnsHint'),
    review: t('import.steps.reviewHint'),
    import: t('import.steps.importHint'),
  };
  return (
    <Stack gap="lg" data-testid="import-page">
      <Anchor component={Link} to="/inventory" size="sm" data-testid="import-back-to-inventory">
        ← {tp('inventory.title')}
      </Anchor>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Stepper
            active={active}
            size="sm"
            iconSize={phone ? 28 : undefined}
            onStepClick={(index) => {
              const target = IMPORT_STEPS[index];
              if (canGoBack && target && index < active) flow.goTo(target);
            }}
            allowNextStepsSelect={false}
            data-testid="import-stepper"
          >
            {IMPORT_STEPS.map((step) => (
              <Stepper.Step
                key={step}
                // A phone has room for the name of the step under way only.
                label={phone && step !== flow.step ? undefined : t(`import.steps.${step}`)}
                description={phone ? undefined : hints[step]}
                data-testid={`import-stepper-${step}`}
              />
            ))}
          </Stepper>
          {flow.step === 'files' && <ChooseFilesStep flow={flow} />}
          {flow.step === 'columns' && flow.check && <ColumnsStep flow={flow} check={flow.check} />}
          {flow.step === 'review' && flow.check && <ReviewStep flow={flow} check={flow.check} />}
          {flow.step === 'import' && <ImportRunStep gid={gid} flow={flow} />}
        </Stack>
      </Paper>
      <RecentImports gid={gid} />
    </Stack>
  );
}
