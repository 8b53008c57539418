import type { Repositories } from '../repositories/index';
import { leadOfRoutingAddress, routingAddress } from './inbound-address';

/** A lead's routing address and the lead of an address, under the installation's key (read once, then kept). */
export interface ReplyRouting {
  addressFor(leadId: string): Promise<string>;
  leadOf(address: string): Promise<string | null>;
}

/** Undefined when INBOUND_ADDRESS is unset: replies then go to whoever Reply-To names (decision 041). */
export function createReplyRouting(settings: Pick<Repositories, 'settings'>, inboundAddress: string | undefined): ReplyRouting | undefined {
  if (!inboundAddress) return undefined;
  let key: Promise<Buffer> | undefined;
  const routingKey = () => {
    key ??= settings.settings.inboundRoutingKey().catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };
  return {
    addressFor: async (leadId) => routingAddress(inboundAddress, await routingKey(), leadId),
    leadOf: async (address) => leadOfRoutingAddress(address, inboundAddress, await routingKey()),
  };
}
