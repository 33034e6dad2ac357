// The chat area: one chat per item and buyer, its messages, read markers, the lists, and the
// live stream. Other areas write into a chat through app.chatService (the offers area's
// messages and offer updates), never through its tables.
import fp from 'fastify-plugin';
import { createChatStreams } from './chat-streams.ts';
import { chatRoutes } from './routes.ts';
import { createChatService, type ChatService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chatService: ChatService;
  }
}

export default fp(
  async (app) => {
    const chatService = createChatService({
      db: app.db,
      items: app.itemService,
      events: app.events,
      log: app.log,
    });
    const streams = createChatStreams({
      events: app.events,
      readMessage: chatService.messageRow,
      log: app.log,
    });
    app.addHook('onClose', async () => streams.close());
    app.decorate('chatService', chatService);
    app.operations.add(chatRoutes(chatService, streams, app.sse));
  },
  { name: 'chat', dependencies: ['contract', 'database', 'events', 'items'] },
);
