import { AttentionDialog } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useAttention } from '../../stores/useAttention';

const messages = defineMessages({
  title: { id: 'attention.title', defaultMessage: 'Important', description: 'Title of the attention popup' },
  ok: { id: 'attention.ok', defaultMessage: 'OK', description: 'Button that closes the attention popup' },
});

/**
 * The business's announcement (options.alert_popup_message), until dismissed for 4 hours (spec §4, §9). The
 * kit's AttentionDialog draws it (text from the API as text, never as HTML); the back office previews the
 * same dialog.
 */
export const AttentionPopup = observer(function AttentionPopup() {
  const intl = useIntl();
  const attention = useAttention();
  return (
    <AttentionDialog
      open={attention.isOpen}
      onOpenChange={(open) => !open && attention.dismiss()}
      title={intl.formatMessage(messages.title)}
      okLabel={intl.formatMessage(messages.ok)}
      message={attention.message ?? ''}
    />
  );
});
