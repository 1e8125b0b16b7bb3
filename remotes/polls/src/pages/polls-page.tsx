export function PollsPage() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Опросы</h1>
      <p className="text-muted-foreground">Опросы, которые ждут ваших ответов.</p>
    </section>
  );
}
