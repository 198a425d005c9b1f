// What a tab says instead of its form when the person may not see it: an operator (403 from the API), or
// the API not answering.
import { Banner } from '@nori/ui';
import { useT } from '../../i18n/useT';

export function ManagersOnly() {
  const t = useT();
  return (
    <Banner tone="info" title={t('admin.settings.managersOnly.title')}>
      {t('admin.settings.managersOnly.text')}
    </Banner>
  );
}

export function LoadProblem({ problem }: { problem: { status: number; message: string } }) {
  const t = useT();
  if (problem.status === 403) return <ManagersOnly />;
  return (
    <Banner tone="danger" role="alert" title={t('admin.settings.loadFailed')}>
      {problem.message || t('admin.problem.offline')}
    </Banner>
  );
}
