import base, { testingCodeAllowed } from '../../eslint.config.mjs';
export default [...base, testingCodeAllowed];
