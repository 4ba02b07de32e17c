/** The entry of login.html: the sign-in page a visitor first loads, without the app's code. */
import { mountLogin } from './mountLogin';

const container = document.getElementById('root');
if (!container) throw new Error('login.html has no #root element');
mountLogin(container);
