import { MessageBox } from './MessageBox';
import { MessageThread } from './MessageThread';
import { EmptyText, ResidentSection, SectionLoadState } from './ResidentSection';
import { useResidentPage } from './residentContext';
import { useResidentMessages, useSendMessage } from './residentQueries';

/** The resident's conversation with the management: the thread and, while they have a flat, a box to write. */
export function ResidentConversation({ canWrite }: { canWrite: boolean }) {
  const { texts } = useResidentPage();
  const messages = useResidentMessages();
  const send = useSendMessage();
  const records = messages.data?.Records ?? [];
  return (
    <ResidentSection title={texts.conversation.title}>
      <SectionLoadState isPending={messages.isPending} isError={messages.isError} />
      {messages.isSuccess && records.length === 0 && <EmptyText>{texts.conversation.empty}</EmptyText>}
      <MessageThread messages={records} />
      {canWrite && (
        <MessageBox label={texts.conversation.message} onSend={(body) => send.mutateAsync(body)} />
      )}
    </ResidentSection>
  );
}
