export function ProfilePage() {
  return null;
}
export const UpdateYourDataPage = ProfilePage;
