export function ProfilePage() {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Профиль</h1>
      <p className="text-muted-foreground">Ваши данные и связь с операторами.</p>
    </section>
  );
}
