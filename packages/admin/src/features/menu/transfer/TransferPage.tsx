// /menu/transfer: the whole menu as a file. Download it as CSV (the dishes, for a spreadsheet) or JSON
// (categories, extras and dishes) — fetched with the session like every call and saved from the bytes.
// Import: choose a file, it is checked first (nothing saved: what it would change, or every problem with its
// line), then applied all or nothing. Operators may download; importing is for owners and managers.
import { Banner, Button, FileDrop, Inline, PageLayout, Panel, Text } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores';
import { useT } from '../../../i18n/useT';
import type { MenuFileFormat } from '../../../stores/MenuTransferStore';
import { canEditMenu, refusalText } from '../menuAccess';
import { ImportPreview } from './ImportPreview';
import { ImportProblems } from './ImportProblems';
import { saveFile } from './saveFile';

export const TransferPage = observer(function TransferPage() {
  const { menuTransfer: transfer, session } = useStores();
  const t = useT();
  const editable = canEditMenu(session.staff?.role);

  const download = async (format: MenuFileFormat) => {
    const file = await transfer.download(format);
    if (file) saveFile(file.blob, file.filename);
  };

  return (
    <PageLayout width="narrow">
      {transfer.refusal && (
        <Banner tone="danger" role="alert" title={t('admin.transfer.refused')}>
          {refusalText(t, transfer.refusal)}
        </Banner>
      )}
      <Panel heading={t('admin.transfer.exportHeading')} description={t('admin.transfer.exportHint')}>
        <Inline gap="sm">
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              loading={transfer.exporting === format}
              disabled={transfer.exporting !== null && transfer.exporting !== format}
              onClick={() => void download(format)}
            >
              {t(`admin.transfer.download.${format}`)}
            </Button>
          ))}
        </Inline>
      </Panel>
      <Panel heading={t('admin.transfer.importHeading')} description={t('admin.transfer.importHint')}>
        {!editable ? (
          <p>{t('admin.menuArea.forbidden')}</p>
        ) : (
          <>
            <FileDrop
              label={t('admin.transfer.file')}
              hint={transfer.file ? t('admin.transfer.chosen', { name: transfer.file.name }) : undefined}
              accept=".csv,.json,text/csv,application/json"
              disabled={transfer.busy !== null}
              onFilesChange={([file]) => {
                if (file) void transfer.check(file);
              }}
              fullWidth
            />
            <Text role="status" tone="muted" size="sm">
              {transfer.busy === 'check'
                ? t('admin.transfer.checking')
                : transfer.busy === 'apply'
                  ? t('admin.transfer.applying')
                  : transfer.applied
                    ? t('admin.transfer.applied', {
                        created: transfer.applied.created,
                        updated: transfer.applied.updated,
                      })
                    : ''}
            </Text>
            {transfer.problems.length > 0 && (
              <>
                <Banner tone="danger" role="alert" title={t('admin.transfer.problemsTitle')}>
                  {t('admin.transfer.problemsText')}
                </Banner>
                <ImportProblems problems={transfer.problems} />
              </>
            )}
            {transfer.preview && (
              <>
                <ImportPreview result={transfer.preview} />
                <Inline gap="md" align="center" justify="space-between">
                  <Button
                    onClick={() => void transfer.apply()}
                    loading={transfer.busy === 'apply'}
                    disabled={
                      transfer.preview.created + transfer.preview.updated === 0 && !hasOtherChanges(transfer.preview)
                    }
                  >
                    {t('admin.transfer.apply')}
                  </Button>
                  <Button variant="secondary" onClick={transfer.reset}>
                    {t('admin.transfer.cancel')}
                  </Button>
                </Inline>
              </>
            )}
          </>
        )}
      </Panel>
    </PageLayout>
  );
});

/** A JSON file may change categories or extras alone. */
const hasOtherChanges = (result: { categories: { action: string }[]; modifiers: { action: string }[] }) =>
  [...result.categories, ...result.modifiers].some((r) => r.action !== 'unchanged');
