// What a checked file would do, before anything is saved: how many dishes it adds, changes and leaves alone,
// and the dishes it adds or changes by name (their line or place in the file). Then Apply, all or nothing.
import type { MenuImportResult } from '@nori/core/contract';
import { Table, type TableColumn } from '@nori/ui';
import { useT } from '../../../i18n/useT';

type Row = MenuImportResult['products'][number];

export function ImportPreview({ result }: { result: MenuImportResult }) {
  const t = useT();
  const changes = result.products.filter((p) => p.action !== 'unchanged');
  const columns: TableColumn<Row>[] = [
    {
      key: 'where',
      header: t('admin.transfer.where'),
      cell: (p) =>
        p.line !== undefined
          ? t('admin.transfer.line', { line: p.line })
          : t('admin.transfer.record.products', { number: (p.index ?? 0) + 1 }),
      width: '10rem',
    },
    { key: 'slug', header: t('admin.transfer.dish'), cell: (p) => p.slug, rowHeader: true },
    { key: 'action', header: t('admin.transfer.actionHeader'), cell: (p) => t(`admin.transfer.action.${p.action}`) },
  ];
  return (
    <>
      <p>
        {t('admin.transfer.summary', { created: result.created, updated: result.updated, unchanged: result.unchanged })}
      </p>
      {changes.length > 0 && (
        <Table
          caption={t('admin.transfer.changesCaption')}
          columns={columns}
          rows={changes}
          rowKey={(p) => `${p.line ?? p.index}-${p.slug}`}
          maxHeight="50vh"
        />
      )}
    </>
  );
}
