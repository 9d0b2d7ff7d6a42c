import { Button } from '@mantine/core';
import { INVENTORY_EXPORT_FORMATS } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from '../../components/ChevronDown';
import { MenuOnFirstUse } from '../../components/MenuOnFirstUse';
import { usePublicEnv } from '../../lib/public-env';
import { LazyDocumentModal } from '../documents/LazyDocumentModal';
import type { DocumentSource } from '../documents/document-links';
import { useContentLocale } from '../i18n-content/text-in';
import { inventoryExportUrl, type ExportScope } from './inventory-export';

/**
 * "Export": the picked works, else the folder or search on screen, as CSV, an Excel workbook or
 * a .zip of their images. Each choice is a download link the browser follows with the session.
 * The picked works, or the folder on screen, also print as a price list (PDF).
 */
export function ExportMenu({ gid, scope }: { gid: string; scope: ExportScope }) {
  const { t } = useTranslation('inventory');
  const { apiBaseUrl } = usePublicEnv();
  const locale = useContentLocale();
  const { t: tCommon } = useTranslation('common');
  const [printing, setPrinting] = useState(false);
  const picked = 'iids' in scope ? scope.iids.length : 0;
  const priceList: DocumentSource | null =
    'iids' in scope
      ? { kind: 'priceList', iids: scope.iids }
      : scope.filter.fid
        ? { kind: 'priceList', fid: scope.filter.fid }
        : null;
  return (
    <>
      <MenuOnFirstUse
        withinPortal
        position="bottom-end"
        button={(props) => (
          <Button variant="default" rightSection={<ChevronDown size={12} />} data-testid="inventory-export" {...props}>
            {picked > 0 ? t('export.selected', { count: picked }) : t('export.label')}
          </Button>
        )}
      >
        {(menu) => (
          <>
            <menu.Label>{picked > 0 ? t('export.scopeSelected', { count: picked }) : t('export.scopeList')}</menu.Label>
            {INVENTORY_EXPORT_FORMATS.map((format) => (
              <menu.Item
                key={format}
                component="a"
                href={inventoryExportUrl(apiBaseUrl, gid, format, scope, locale)}
                download
                data-testid={`inventory-export-${format}`}
              >
                {t(`export.formats.${format}`)}
              </menu.Item>
            ))}
            {priceList && (
              <>
                <menu.Divider />
                <menu.Item onClick={() => setPrinting(true)} data-testid="inventory-price-list">
                  {tCommon('documents.priceList')}
                </menu.Item>
              </>
            )}
          </>
        )}
      </MenuOnFirstUse>
      {priceList && (
        <LazyDocumentModal opened={printing} onClose={() => setPrinting(false)} gid={gid} source={priceList} />
      )}
    </>
  );
}
