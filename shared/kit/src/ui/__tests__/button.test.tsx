import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Badge } from '../badge.tsx';
import { Button } from '../button.tsx';

describe('Button', () => {
  it('renders a default, default-sized button', () => {
    render(<Button>Сохранить</Button>);
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground', 'h-9');
  });

  it.each([
    ['default', 'bg-primary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'bg-background'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'underline-offset-4'],
  ] as const)('applies the %s variant', (variant, className) => {
    render(<Button variant={variant}>Действие</Button>);
    const button = screen.getByRole('button', { name: 'Действие' });
    expect(button).toHaveClass(className);
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it.each([
    ['default', 'h-9'],
    ['sm', 'h-8'],
    ['lg', 'h-10'],
    ['icon', 'size-9'],
  ] as const)('applies the %s size', (size, className) => {
    render(<Button size={size}>Действие</Button>);
    expect(screen.getByRole('button', { name: 'Действие' })).toHaveClass(className);
  });

  it('shows a visible focus ring for keyboard users', () => {
    render(<Button>Войти</Button>);
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveClass('focus-visible:ring-[3px]');
  });

  it("lets the caller's className win over the variant's", () => {
    render(<Button className="h-12 bg-black">Войти</Button>);
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveClass('h-12', 'bg-black');
    expect(button).not.toHaveClass('h-9');
    expect(button).not.toHaveClass('bg-primary');
  });

  it('renders its child as the element with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/events">События</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'События' });
    expect(link).toHaveAttribute('href', '/events');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('bg-background');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not fire clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Отправить
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Badge', () => {
  it.each([
    ['default', 'bg-primary'],
    ['secondary', 'bg-secondary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'text-foreground'],
  ] as const)('applies the %s variant', (variant, className) => {
    render(<Badge variant={variant}>3</Badge>);
    const badge = screen.getByText('3');
    expect(badge).toHaveClass(className);
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it('is the default variant when none is given', () => {
    render(<Badge>Новое</Badge>);
    expect(screen.getByText('Новое')).toHaveClass('bg-primary');
  });
});
