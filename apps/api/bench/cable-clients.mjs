// `node cable-clients.mjs <ws url> <clients> <pushes>`: the cable bench's subscribers, in their own process so
// the server's memory per socket is the server's alone. Connects, subscribes each to AccountChannel, prints
// "ready"; then each push carries `sent_at` (epoch ms) and, once every client got every push, prints the
// delivery latencies as JSON and exits.
import WebSocket from 'ws';

const [url, clientsArg, pushesArg] = process.argv.slice(2);
const clients = Number(clientsArg);
const pushes = Number(pushesArg);
const now = () => performance.timeOrigin + performance.now();
const latencies = [];
let confirmed = 0;
const sockets = [];
for (let i = 0; i < clients; i += 1) {
  const socket = new WebSocket(url);
  sockets.push(socket);
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString());
    if (message.type === 'welcome')
      socket.send(JSON.stringify({ command: 'subscribe', channel: 'AccountChannel' }));
    else if (message.type === 'confirm_subscription') {
      confirmed += 1;
      if (confirmed === clients) console.log('ready');
    } else if (message.data?.sent_at) {
      latencies.push(now() - message.data.sent_at);
      if (latencies.length === clients * pushes) {
        console.log(JSON.stringify(latencies));
        for (const s of sockets) s.terminate();
        process.exit(0);
      }
    }
  });
  socket.on('error', (error) => {
    console.error(String(error));
    process.exit(1);
  });
  // Connecting all at once would measure the accept queue; a few at a time is how tabs arrive.
  if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
}
