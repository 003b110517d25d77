import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/verify.css';
import { mountVerifyPage } from './verify/verify-page';

const root = document.getElementById('app');
// A crash round is verified from its hash and the published chain, not from a seed pair.
if (root && new URLSearchParams(location.search).get('crash') === '1') void import('./games/crash/crash-verify').then(({ mountCrashVerify }) => mountCrashVerify(root, location.search));
else if (root) mountVerifyPage(root);
