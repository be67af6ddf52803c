import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers a proxy adds when it relays a request. A loopback peer carrying one of them is a proxy on this machine
 * speaking for someone elsewhere, so it is not "the same machine".
 */
const FORWARDING_HEADERS = ['forwarded', 'x-real-ip', 'via'];

/** 127.0.0.0/8, ::1 and the IPv4-mapped form (::ffff:127.x.y.z) a dual-stack socket reports. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1' || address === '0:0:0:0:0:0:0:1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const octets = v4.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/**
 * The caller runs on this machine: the socket's peer is loopback and no proxy relayed the request. Reads the
 * socket, never `request.ip`, which follows X-Forwarded-For whenever a proxy is trusted.
 */
export function isSameMachineCaller(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return !Object.keys(request.headers).some(
    (name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name),
  );
}

/** onRequest hook for helpers only a developer or a journey on this machine may call: anyone else sees a 404. */
export async function sameMachineOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  // Returning the reply tells Fastify the hook answered; the route's handler never runs.
  if (isSameMachineCaller(request)) return undefined;
  reply.callNotFound();
  return reply;
}
