import { Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The visitor's two ways on: register, or write to us. */
export function SignUpAndContactLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <Button asChild size="lg">
        <Link to="/signup">
          <UserPlus aria-hidden="true" />
          Registrera dig
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/kontakt">
          <Mail aria-hidden="true" />
          Kontakta oss
        </Link>
      </Button>
    </div>
  );
}
