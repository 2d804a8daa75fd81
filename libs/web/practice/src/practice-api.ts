import { injectOperations } from '@tiles/api-client';
import { practiceOperations } from '@tiles/contracts-practice';

export const practiceApi = injectOperations(practiceOperations);

export const { useRecordAnswersMutation, useGetReviewQuery, useUpdateReviewSettingsMutation } = practiceApi;
