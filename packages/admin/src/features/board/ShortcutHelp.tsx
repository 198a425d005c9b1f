// The board's keyboard: S marks every new order seen, ? opens the list of shortcuts (a button opens it too).
import { Button, Kbd, Modal } from '@nori/ui';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { SHORTCUTS, shortcutOf } from './shortcuts';

export function ShortcutHelp({ onSeenAll }: { onSeenAll: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (shortcut === 's') onSeenAll();
      if (shortcut === '?') setOpen(true);
      if (shortcut) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSeenAll]);

  return (
    <>
      <div>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t('admin.shortcut.button')} <Kbd keys={['?']} />
        </Button>
      </div>
      <Modal open={open} onOpenChange={setOpen} title={t('admin.shortcut.title')}>
        <dl>
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.key}>
              <dt>
                <Kbd keys={[shortcut.key.toUpperCase()]} />
              </dt>
              <dd>{t(shortcut.message)}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </>
  );
}
