// The live orders board: a column per lane (scheduled, new, accepted, preparing, ready, out for delivery), a
// ticket per order (BoardTicket) with the one move forward, "Seen" on a new one, and Cancel with a reason
// (CancelDialog). A refused move says why above the board in the API's words. On a phone the kit's Board
// shows one lane at a time under tabs.
import type { StaffOrder } from '@nori/core/contract';
import { Banner, Board, BoardColumn, PageLayout } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { PrintStyles } from '../../shared/PrintTicket';
import { LANES } from '../../stores/OrdersBoardStore';
import { BoardTicket } from './BoardTicket';
import { CancelDialog } from './CancelDialog';
import { ShortcutHelp } from './ShortcutHelp';
import { useMinuteClock } from './useMinuteClock';

export const OrdersPage = observer(function OrdersPage() {
  const { board } = useStores();
  const now = useMinuteClock();
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);
  const t = useT();
  const lanes = board.lanes;
  const seenAll = useCallback(() => board.acknowledge(), [board]);

  return (
    <PageLayout density="compact">
      {board.problem && (
        <Banner tone="danger" role="alert" title={t('admin.problem.title', { id: board.problem.orderId })}>
          {board.problem.message || t('admin.problem.offline')}
        </Banner>
      )}
      <Board label={t('admin.board.title')} defaultValue="placed">
        {LANES.map((lane) => (
          <BoardColumn
            key={lane}
            value={lane}
            title={t(`admin.lane.${lane}`)}
            count={lanes[lane].length}
            emptyText={t('admin.lane.empty')}
          >
            {lanes[lane].map((order) => (
              <BoardTicket key={order.id} order={order} now={now} onCancel={setCancelling} />
            ))}
          </BoardColumn>
        ))}
      </Board>
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
      <ShortcutHelp onSeenAll={seenAll} />
      <PrintStyles />
    </PageLayout>
  );
});
