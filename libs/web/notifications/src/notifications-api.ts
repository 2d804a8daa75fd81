import {
  api,
  checkNotLoaded,
  createLiveSocket,
  liveChannelClosedByServer,
  platformApi,
  readOutcomeList,
  requestOf,
  SESSION_TAG,
  tilesBaseQuery,
} from '@tiles/api-client';
import { notificationOperations, SOCKET_EVENTS, type Notification } from '@tiles/contracts-notifications';

const { getNotifications, markNotificationRead } = notificationOperations;
import { pushReceived } from './toasts-slice';

const loadChecks = () => import('./notification-checks');

/** How many notifications the list shows. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** `locale` only picks the language of the texts: one cache entry (and one socket) per user. */
export type NotificationsArg = { userId: string; siteId: string; locale: string; accessToken?: string | undefined };

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], NotificationsArg>({
      queryFn: async ({ locale }, queryApi, extraOptions) => {
        const request = requestOf(getNotifications, { locale, query: { limit: NOTIFICATION_LIST_LIMIT } });
        const result = await tilesBaseQuery(request, queryApi, extraOptions);
        if (result.error) return { error: result.error };
        let checks;
        try {
          checks = await loadChecks();
        } catch {
          return { error: checkNotLoaded };
        }
        const report = (problem: Parameters<typeof platformApi.endpoints.reportClientError.initiate>[0]['body']) =>
          void queryApi.dispatch(platformApi.endpoints.reportClientError.initiate({ body: problem }));
        // Item by item: one notification the schema refuses is skipped and reported, never the whole list.
        return { data: readOutcomeList(result.data, checks.notificationSchema, report, `GET /${request.url}`) };
      },
      providesTags: ['Notification', SESSION_TAG],
      serializeQueryArgs: ({ queryArgs }) => queryArgs.userId,
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.locale !== previousArg?.locale,
      // Signing out unmounts the bell: the entry, and with it the socket, goes at once.
      keepUnusedDataFor: 0,
      /**
       * The live channel lives as long as the list is shown: it joins the user's room on every (re)connection,
       * appends pushed notifications and reloads the list. A reconnection the server could not recover also
       * reloads the list, so nothing missed while away stays unseen.
       */
      async onCacheEntryAdded(arg, { cacheEntryRemoved, updateCachedData, dispatch }) {
        let removed = false;
        void cacheEntryRemoved.then(() => {
          removed = true;
        });
        let socket;
        let checks;
        try {
          checks = await loadChecks();
          socket = await createLiveSocket({ accessToken: arg.accessToken, siteId: arg.siteId });
        } catch (error) {
          // The socket client could not load (offline, a new build): the list still works, without live pushes.
          console.warn('Live notifications are off: the socket client or its checks did not load', error);
          return;
        }
        if (removed) {
          socket.disconnect();
          return;
        }
        let connectedBefore = false;
        socket.on('connect', () => {
          socket.emit(SOCKET_EVENTS.createRoom, arg.userId, (answer) => {
            if (!answer.ok) console.warn(`Live notifications are off: ${answer.error}`);
          });
          if (connectedBefore && !socket.recovered) dispatch(notificationsApi.util.invalidateTags(['Notification']));
          connectedBefore = true;
        });
        socket.on('disconnect', (reason) => {
          if (reason === 'io server disconnect') dispatch(liveChannelClosedByServer());
        });
        socket.on(SOCKET_EVENTS.notify, (raw) => {
          const message = checks.notifyMessageSchema.safeParse(raw);
          if (!message.success) return;
          const { notification } = message.data;
          updateCachedData((list) => {
            if (!list.some((item) => item.messageId === notification.messageId)) list.unshift(notification);
          });
          dispatch(pushReceived({ userId: arg.userId, message: message.data }));
          dispatch(notificationsApi.util.invalidateTags(['Notification']));
        });
        await cacheEntryRemoved;
        socket.disconnect();
      },
    }),
    markNotificationRead: build.mutation<null, { userId: string; messageId: string }>({
      query: ({ messageId }) => requestOf(markNotificationRead, { body: { messageId } }),
      async onQueryStarted({ userId, messageId }, { dispatch, queryFulfilled }) {
        // The bell's count drops at once; a failed call puts it back.
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', { userId, siteId: '', locale: '' }, (list) => {
            const item = list.find((entry) => entry.messageId === messageId);
            if (item) item.read = true;
          }),
        );
        try {
          await queryFulfilled;
          // A list fetched before the server stored the read (a live push's refetch still in flight) would overwrite
          // the change with `unread`: the list is asked for again once it is stored.
          dispatch(notificationsApi.util.invalidateTags(['Notification']));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi;

/** The cached notification with this id, if the list holds it. */
export const selectCachedNotification = (state: unknown, userId: string, messageId: string) =>
  notificationsApi.endpoints.getNotifications
    .select({ userId, siteId: '', locale: '' })(
      state as Parameters<ReturnType<typeof notificationsApi.endpoints.getNotifications.select>>[0],
    )
    .data?.find((item) => item.messageId === messageId);
