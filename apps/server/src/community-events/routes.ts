// Handlers of the community event operations of openapi.yaml (tag events; spec 3 §7.5), bound
// by operationId. Thin: the caller, the path and the body go to the services.
import { callerOf, requireVerifiedEmail, viewerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import { uploadOf } from '../images/multipart.ts';
import type { CalendarFeedService } from './calendar-feed.ts';
import type { EventImageService } from './images.ts';
import type { EventService } from './service.ts';

export function communityEventRoutes(
  events: EventService,
  images: EventImageService,
  feeds: CalendarFeedService,
) {
  return defineRoutes({
    listEvents: {
      async handler(request) {
        return events.list(request.query, viewerOf(request));
      },
    },
    getEvent: {
      async handler(request) {
        return events.get(request.params.id, {
          caller: viewerOf(request),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
      },
    },
    downloadEventCalendar: {
      async handler(request, reply) {
        const { fileName, body } = await events.calendar(request.params.id, viewerOf(request));
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`);
        return body;
      },
    },
    getEventCalendarFeed: {
      async handler(request) {
        return feeds.get(callerOf(request));
      },
    },
    createEventCalendarFeed: {
      async handler(request, reply) {
        const { created, body } = await feeds.ensure(callerOf(request));
        reply.code(created ? 201 : 200);
        return body;
      },
    },
    rotateEventCalendarFeed: {
      async handler(request) {
        return feeds.rotate(callerOf(request));
      },
    },
    revokeEventCalendarFeed: {
      async handler(request) {
        return feeds.revoke(callerOf(request));
      },
    },
    getEventCalendarFeedFile: {
      async handler(request, reply) {
        const body = await feeds.file(request.params.token);
        // Calendar apps poll; a shared cache must not keep one member's events.
        reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-cache');
        return body;
      },
    },
    createEvent: {
      rateLimit: 'create',
      guards: [requireVerifiedEmail],
      async handler(request, reply) {
        const result = await events.create(request.body, callerOf(request));
        reply.code(201);
        return result;
      },
    },
    updateEvent: {
      async handler(request) {
        return events.update(
          request.params.id,
          request.body,
          callerOf(request),
          request.query.scope,
        );
      },
    },
    deleteEvent: {
      async handler(request) {
        return events.remove(request.params.id, callerOf(request));
      },
    },
    publishEvent: {
      async handler(request) {
        return events.publish(request.params.id, callerOf(request));
      },
    },
    approveEvent: {
      async handler(request) {
        return events.approve(request.params.id, callerOf(request));
      },
    },
    rejectEvent: {
      async handler(request) {
        return events.reject(request.params.id, request.body, callerOf(request));
      },
    },
    cancelEvent: {
      async handler(request) {
        return events.cancel(
          request.params.id,
          request.body,
          callerOf(request),
          request.query.scope,
        );
      },
    },
    registerForEvent: {
      async handler(request, reply) {
        const result = await events.register(request.params.id, request.body, callerOf(request));
        reply.code(201);
        return result;
      },
    },
    unregisterFromEvent: {
      async handler(request) {
        return events.unregister(request.params.id, callerOf(request));
      },
    },
    cancelEventRegistration: {
      async handler(request) {
        return events.unregister(request.params.id, callerOf(request));
      },
    },
    listMyEventRegistrations: {
      async handler(request) {
        return events.myRegistrations(callerOf(request), request.query.includeCompleted ?? false);
      },
    },
    listEventParticipants: {
      async handler(request) {
        return events.participants(request.params.id, callerOf(request));
      },
    },
    getEventStatistics: {
      async handler(request) {
        return events.statistics(request.params.id, callerOf(request));
      },
    },
    uploadEventImages: {
      rateLimit: 'create',
      async handler(request, reply) {
        const result = await images.upload(request.params.id, callerOf(request), uploadOf(request));
        reply.code(201);
        return result;
      },
    },
    deleteEventImage: {
      async handler(request) {
        return images.remove(request.params.id, request.params.imageId, callerOf(request));
      },
    },
    setPrimaryEventImage: {
      async handler(request) {
        return images.setPrimary(request.params.id, request.params.imageId, callerOf(request));
      },
    },
  });
}
