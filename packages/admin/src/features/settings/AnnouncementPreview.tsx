// How the shop will show an announcement in one language, drawn by the kit's parts the shop itself uses:
// the strip is the shop's Banner bar; the popup is the kit's AttentionDialog, opened from here with the
// shop's own title and OK in that language.
import type { Locale } from '@nori/core/contract';
import { AttentionDialog, Banner, Button, Stack, Text } from '@nori/ui';
import { useState } from 'react';
import { catalogs } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import type { AnnouncementKind } from '../../stores/AnnouncementsStore';

export interface AnnouncementPreviewProps {
  kind: AnnouncementKind;
  locale: Locale;
  text: string;
}

export function AnnouncementPreview({ kind, locale, text }: AnnouncementPreviewProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const language = t(`admin.settings.language.${locale}`);
  // The shop shows the strip trimmed, and no popup for an empty text (DictionaryStore, AttentionStore).
  const shown = kind === 'alert_message' ? text.trim() : text;
  if (!shown.trim())
    return (
      <Stack as="figure" gap="xs">
        <Text as="figcaption" tone="muted" size="sm">
          {t(`admin.settings.${kind}.none`, { language })}
        </Text>
      </Stack>
    );
  if (kind === 'alert_message')
    return (
      <Stack as="figure" gap="xs">
        <Text as="figcaption" tone="muted" size="sm">
          {t('admin.settings.preview.caption', { language })}
        </Text>
        <Banner layout="bar" tone="info" lang={locale}>
          {shown}
        </Banner>
      </Stack>
    );
  const shop = catalogs[locale];
  return (
    <Stack as="figure" gap="xs">
      <div>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('admin.settings.preview.popup', { language })}
        </Button>
      </div>
      <AttentionDialog
        open={open}
        onOpenChange={setOpen}
        lang={locale}
        title={<span lang={locale}>{shop['admin.settings.shop.popupTitle']}</span>}
        okLabel={<span lang={locale}>{shop['admin.settings.shop.popupOk']}</span>}
        message={shown}
      />
    </Stack>
  );
}
