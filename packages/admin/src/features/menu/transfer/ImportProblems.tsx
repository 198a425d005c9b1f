// A refused import's problems in a table, in the file's order: where (the line of a CSV file, or the record of
// a JSON one), which column or field, and what is wrong — the API's words. Nothing was saved.
import { Table, type TableColumn } from '@nori/ui';
import { useT } from '../../../i18n/useT';
import type { ImportProblem } from '../../../stores/importProblems';

export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const t = useT();
  const where = (p: ImportProblem) =>
    p.place.kind === 'line'
      ? t('admin.transfer.line', { line: p.place.line })
      : p.place.kind === 'record'
        ? t(`admin.transfer.record.${p.place.list}`, { number: p.place.index + 1 })
        : t('admin.transfer.wholeFile');
  const columns: TableColumn<ImportProblem>[] = [
    { key: 'where', header: t('admin.transfer.where'), cell: where, rowHeader: true, width: '10rem' },
    { key: 'field', header: t('admin.transfer.field'), cell: (p) => p.field || '—', width: '12rem' },
    { key: 'message', header: t('admin.transfer.problem'), cell: (p) => p.message },
  ];
  return (
    <Table
      caption={t('admin.transfer.problemsCaption', { count: problems.length })}
      columns={columns}
      rows={problems}
      rowKey={(p) => p.key}
      maxHeight="60vh"
    />
  );
}
