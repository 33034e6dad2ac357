import { Button, Flex, Strong, Text } from '@radix-ui/themes';
import { TRADE_COMPLETE_LINKS, type TradeTransfer } from '@pedalswap/domain/offers';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';

export interface TradeCompleteScreenProps {
  /** The bike and its previous owner, when the address named both (tradeTransferOf). */
  transfer: TradeTransfer | null;
}

/**
 * The thank-you page after a trade (spec 2 §2.9, spec 3 §2.15): 'Trade Complete!', the
 * transfer when it is known, and the next steps. Post Another Bike leads to this app's
 * new-listing page (TRADE_COMPLETE_LINKS says why not /bikes/new).
 */
export function TradeCompleteScreen({ transfer }: TradeCompleteScreenProps) {
  const Link = useLinkComponent();
  return (
    <CenteredPanel
      width="wide"
      title="Trade Complete!"
      description="Thank you for trading on PedalSwap."
    >
      {transfer && (
        <Text as="p" size="3" align="center">
          <Strong>{transfer.bikeName}</Strong> was transferred from{' '}
          <Strong>{transfer.ownerName}</Strong>.
        </Text>
      )}
      <Flex gap="3" justify="center" wrap="wrap">
        <Button asChild size="3">
          <Link href={TRADE_COMPLETE_LINKS.catalog}>Browse Catalog</Link>
        </Button>
        <Button asChild size="3" variant="surface" highContrast>
          <Link href={TRADE_COMPLETE_LINKS.newListing}>Post Another Bike</Link>
        </Button>
        <Button asChild size="3" variant="surface" highContrast>
          <Link href={TRADE_COMPLETE_LINKS.profile}>View My Profile &amp; Inventory</Link>
        </Button>
      </Flex>
    </CenteredPanel>
  );
}
TradeCompleteScreen.displayName = 'TradeCompleteScreen';
