import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import { type NewTicket, residentPageApi } from '../../dataProvider/custom/residentPage';
import { useResidentPage } from './residentContext';

/**
 * The page's server calls as react-query reads and writes, keyed by the link's token. A refused link answers
 * 401 to every call; the page shows the invalid-link notice from the summary's answer.
 */
const key = (token: string, what: string) => ['residentPage', token, what];

export const isInvalidLink = (error: unknown) => (error as HttpError | null)?.status === 401;

export function useResidentSummary() {
  const { token } = useResidentPage();
  return useQuery({ queryKey: key(token, 'summary'), queryFn: () => residentPageApi.summary(token) });
}

export function useResidentPolls() {
  const { token } = useResidentPage();
  return useQuery({ queryKey: key(token, 'polls'), queryFn: () => residentPageApi.polls(token) });
}

export function useResidentTickets() {
  const { token } = useResidentPage();
  return useQuery({ queryKey: key(token, 'tickets'), queryFn: () => residentPageApi.tickets(token) });
}

/** A card payment's state, asked again every two seconds while the bank has not told the server the result. */
export function useResidentPayment(paymentId: number | null) {
  const { token } = useResidentPage();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: key(token, `payment ${paymentId}`),
    queryFn: async () => {
      const answer = await residentPageApi.payment(token, paymentId ?? 0);
      // A paid payment closed debts and made a receipt: the sections show them.
      if (answer.data.status !== 'pending')
        void queryClient.invalidateQueries({ queryKey: key(token, 'summary') });
      return answer;
    },
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? 2000 : false),
  });
}

export function useStartPayment() {
  const { token } = useResidentPage();
  return useMutation<
    Awaited<ReturnType<typeof residentPageApi.startPayment>>,
    HttpError,
    { debt_ids: number[] }
  >({
    mutationFn: (body) => residentPageApi.startPayment(token, body),
  });
}

export function useResidentMessages() {
  const { token } = useResidentPage();
  return useQuery({ queryKey: key(token, 'messages'), queryFn: () => residentPageApi.messages(token) });
}

/** A write that reloads the section it changed before it resolves, so the answer and the list agree. */
function useResidentWrite<A>(
  what: string,
  write: (token: string, args: A) => Promise<{ description: string }>,
) {
  const { token } = useResidentPage();
  const queryClient = useQueryClient();
  return useMutation<{ description: string }, HttpError, A>({
    mutationFn: async (args) => {
      const answer = await write(token, args);
      await queryClient.invalidateQueries({ queryKey: key(token, what) });
      return answer;
    },
  });
}

export const useVote = () =>
  useResidentWrite('polls', (token, body: { survey_id: number; option_id: number }) =>
    residentPageApi.vote(token, body),
  );

export const useOpenTicket = () =>
  useResidentWrite('tickets', (token, body: NewTicket) => residentPageApi.openTicket(token, body));

export const useReplyToTicket = () =>
  useResidentWrite('tickets', (token, { id, body }: { id: number; body: string }) =>
    residentPageApi.replyToTicket(token, id, { body }),
  );

export const useSendMessage = () =>
  useResidentWrite('messages', (token, body: string) => residentPageApi.sendMessage(token, { body }));

export function useResidentMailChoice() {
  const { token } = useResidentPage();
  return useQuery({ queryKey: key(token, 'mail'), queryFn: () => residentPageApi.mailChoice(token) });
}

export const useSaveMailChoice = () =>
  useResidentWrite('mail', (token, emailOptOut: boolean) =>
    residentPageApi.saveMailChoice(token, { email_opt_out: emailOptOut }),
  );
