import { z } from 'zod';
import { SUPPLIER_FIELDS, type Supplier } from './supplier-fields';

/** What `GET /api/supplier` answers. */
export const SupplierSchema = z.object({
  name: z.string().min(1),
  /** 'NNNNNN-NNNN'. */
  organisationNumber: z.string().min(1),
  postalAddress: z.string().min(1),
  email: z.email(),
  /** Where the service's data is stored, in the operator's words (inside the EU/EEA). */
  dataLocation: z.string().min(1),
  /** Where the data processing agreement (personuppgiftsbiträdesavtal) can be read. */
  dataProcessingAgreementUrl: z.url({ protocol: /^https?$/ }),
  /**
   * The fields that hold the built-in examples because the operator has not set them (only
   * outside production, which refuses to start without them); the web marks them "(exempel)".
   */
  exampleFields: z.array(z.enum(SUPPLIER_FIELDS)),
}) satisfies z.ZodType<Supplier>;
