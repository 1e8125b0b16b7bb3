export function EventsPage() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">События</h1>
      <p className="text-muted-foreground">Ближайшие и прошедшие события, на которые можно отметиться.</p>
    </section>
  );
}
