export function NotificationsPage() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Уведомления</h1>
      <p className="text-muted-foreground">Сообщения от организаторов и системы.</p>
    </section>
  );
}
