import { injectOperations } from '@tiles/api-client';
import { lrsOperations } from '@tiles/contracts-lrs';

/** The LRS's clients: always read fresh (another administrator may be changing them). */
export const lrsAdminApi = injectOperations(lrsOperations, { listLrsClients: { keepUnusedDataFor: 0 } });

export const { useListLrsClientsQuery, useCreateLrsClientMutation, useRevokeLrsClientMutation } = lrsAdminApi;
