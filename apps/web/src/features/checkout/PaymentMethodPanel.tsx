import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { creditCardsQuery } from '../../entities/credit-card/api';
import { serverClockQuery } from '../../lib/serverClock';
import { useCurrentUser } from '../../lib/session';
import type { PaymentRequest } from './api';
import {
  BoletoConfirmDialog,
  MigrationDialog,
  markMigrationNoticeSeen,
  migrationNoticeSeen,
  WalletConfirmDialog,
} from './ConfirmDialogs';
import type { CardDraft } from './NewCardForm';
import { ErrorPanel, ProcessingPanel } from './Panels';
import { PaymentOptions } from './PaymentOptions';
import { PixPanel } from './PixPanel';
import type { Stage } from './payable';
import { StoredCards } from './StoredCards';

// The new-card form (react-hook-form, zod, the card rules, the gateway's encryption) is only for paying by a
// new card: it loads after the payment options show, not with the checkout (decision 0121).
const loadNewCardForm = () => import('./NewCardForm');
const NewCardForm = lazy(() => loadNewCardForm().then((m) => ({ default: m.NewCardForm })));
/** Room the form takes while its code arrives (measured at 390 and 1280 px), so the column does not jump. */
const NEW_CARD_FORM_HEIGHT = { base: 685, sm: 606 };

/** The "Checkout flow": the payment types and the views they open. */
export type PaymentType = 'STORED_CREDIT_CARD' | 'CREDIT_CARD' | 'BOLETO' | 'ACCOUNT_BALANCE' | 'PIX';

/** The server's "now" for the form and option rules, fixed once the server's clock is known. */
export function useRulesNow(): Date {
  const offset = useQuery(serverClockQuery).data;
  return useMemo(() => new Date(Date.now() + (offset ?? 0)), [offset]);
}

/**
 * The payment column's own state: the chosen payment type, the new-card draft (kept between attempts),
 * the provider-migration notice and the saved cards. Held by the checkout from its first render, so the
 * cards load with the payable and the choice outlives a reload of the payable.
 */
export function usePaymentMethod() {
  const user = useCurrentUser().data ?? null;
  const cards = useQuery({ ...creditCardsQuery, enabled: user !== null });
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [migrationOpen, setMigrationOpen] = useState(false);
  // Card payment without saved cards goes straight to the new-card form.
  useEffect(() => {
    if (
      paymentType === 'STORED_CREDIT_CARD' &&
      (cards.isError || (cards.isSuccess && cards.data.length === 0))
    )
      setPaymentType('CREDIT_CARD');
  }, [paymentType, cards.isError, cards.isSuccess, cards.data]);
  return { user, cards, paymentType, setPaymentType, draft, setDraft, migrationOpen, setMigrationOpen };
}

export type PaymentMethod = ReturnType<typeof usePaymentMethod>;

/**
 * The payment column of the order's and the cycle's checkout: the options, the saved cards, the new-card
 * form, the processing and error panels, and the boleto / wallet / migration dialogs. What differs comes
 * in: the boleto's rule and due date, the wallet (orders only: cycles have none), the card total.
 */
export function PaymentMethodPanel({
  method,
  stage,
  submitting,
  now,
  cardTotal,
  boleto,
  wallet,
  pix = false,
  seeLabel,
  onPay,
  onRetry,
  onSeePayable,
}: {
  method: PaymentMethod;
  stage: Stage;
  /** An attempt is under way: the pay buttons wait. */
  submitting: boolean;
  now: Date;
  /** What 'Pagar R$ …' of the new-card form says. */
  cardTotal: number;
  boleto: {
    allowed: boolean;
    /** 'dd/mm/aaaa', or null when unknown. */
    dueDate: string | null;
    /** The confirmation's text for a known due date (a cycle's speaks of the cycle's cleanings). */
    describe?: (due: string) => string;
  };
  /** 'UTILIZAR SALDO' and its confirmation (orders only). */
  wallet?: { allowed: boolean; balance: number; total: number };
  /** Offer 'PIX' (orders: the charge expires with the window). */
  pix?: boolean;
  /** The error panel's way out when payment is blocked ('ver pedido' unless told). */
  seeLabel?: string;
  onPay: (request: PaymentRequest) => void;
  /** 'Voltar para tentar novamente'. */
  onRetry: () => void;
  onSeePayable: () => void;
}) {
  const { user, cards, paymentType, setPaymentType, draft, setDraft, migrationOpen, setMigrationOpen } =
    method;
  const savedCards = cards.data ?? [];
  useEffect(() => {
    void loadNewCardForm().catch(() => undefined); // fetched now, so 'cartão de crédito' opens at once
  }, []);
  const openCard = () => {
    if (user && !migrationNoticeSeen(user.id)) {
      markMigrationNoticeSeen(user.id);
      setMigrationOpen(true);
    }
    setPaymentType(cards.isSuccess && savedCards.length === 0 ? 'CREDIT_CARD' : 'STORED_CREDIT_CARD');
  };
  const retry = () => {
    setPaymentType(null);
    onRetry();
  };
  const payAfterConfirmation = (request: PaymentRequest) => {
    setPaymentType(null);
    onPay(request);
  };

  let main: ReactNode;
  if (stage.name === 'pix') main = <PixPanel pix={stage.pix} />;
  else if (stage.name === 'processing') main = <ProcessingPanel inAnalysis={stage.inAnalysis} />;
  else if (stage.name === 'error')
    main = <ErrorPanel error={stage.error} onRetry={retry} onSeeOrder={onSeePayable} seeLabel={seeLabel} />;
  else if (paymentType === 'STORED_CREDIT_CARD')
    main = (
      <StoredCards
        cards={savedCards}
        loading={cards.isPending}
        busy={submitting}
        onBack={() => setPaymentType(null)}
        onOtherCard={() => setPaymentType('CREDIT_CARD')}
        onPay={(card, cvc) => onPay({ kind: 'stored-card', cardId: card.id, cvc })}
      />
    );
  else if (paymentType === 'CREDIT_CARD')
    main = (
      <Suspense fallback={<Box mih={NEW_CARD_FORM_HEIGHT} aria-busy="true" />}>
        <NewCardForm
          now={now}
          total={cardTotal}
          draft={draft}
          busy={submitting}
          onBack={() => setPaymentType(savedCards.length > 0 ? 'STORED_CREDIT_CARD' : null)}
          onDraft={setDraft}
          onPay={onPay}
        />
      </Suspense>
    );
  else
    main = (
      <PaymentOptions
        boletoAllowed={boleto.allowed}
        walletAllowed={wallet?.allowed ?? false}
        balance={wallet?.balance ?? 0}
        onCard={openCard}
        onBoleto={() => setPaymentType('BOLETO')}
        onWallet={() => setPaymentType('ACCOUNT_BALANCE')}
        onPix={
          pix
            ? () => {
                setPaymentType('PIX');
                onPay({ kind: 'pix' });
              }
            : undefined
        }
      />
    );

  return (
    <>
      {main}
      <BoletoConfirmDialog
        opened={paymentType === 'BOLETO' && stage.name === 'choose'}
        dueDate={boleto.dueDate}
        describe={boleto.describe}
        onClose={() => setPaymentType(null)}
        onConfirm={() => payAfterConfirmation({ kind: 'boleto' })}
      />
      {wallet && (
        <WalletConfirmDialog
          opened={paymentType === 'ACCOUNT_BALANCE' && stage.name === 'choose'}
          total={wallet.total}
          balance={wallet.balance}
          onClose={() => setPaymentType(null)}
          onConfirm={() => payAfterConfirmation({ kind: 'account-balance' })}
        />
      )}
      <MigrationDialog opened={migrationOpen} onClose={() => setMigrationOpen(false)} />
    </>
  );
}
