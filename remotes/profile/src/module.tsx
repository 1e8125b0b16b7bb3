import { defineRemoteModule } from '@cabinet/runtime';
import { ProfilePage } from './pages/profile-page.tsx';
import './styles.css';

export default defineRemoteModule({
  name: 'profile',
  title: 'Профиль',
  routes: [{ index: true, element: <ProfilePage /> }],
});
