import { CheckIcon } from 'lucide-react';
import { Badge } from '@cabinet/kit/ui';

/** «Вы отмечены»: the user has marked attendance (DESIGN §6 name). */
function MarkedBadge() {
  return (
    <Badge variant="secondary">
      <CheckIcon aria-hidden="true" />
      Вы отмечены
    </Badge>
  );
}

export { MarkedBadge };
