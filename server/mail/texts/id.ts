import type { MailTexts } from './types.ts';

export const id: MailTexts = {
  common: {
    linkFallback: 'Kalau tombolnya tidak berfungsi, salin tautan ini ke browser-mu:',
  },
  reset_password: {
    subject: 'Atur ulang kata sandimu',
    greeting: 'Hai {firstName},',
    body: 'Kami menerima permintaan untuk mengatur ulang kata sandimu. Gunakan tombol di bawah ini untuk membuat kata sandi baru. Demi keamananmu, tautan ini berlaku selama 30 menit.',
    action: 'Buat kata sandi baru',
    footer:
      'Kamu menerima email ini karena ada permintaan untuk mengatur ulang kata sandi akunmu. Kalau itu bukan kamu, abaikan saja email ini—kata sandimu tidak akan berubah.\nGear Up. Game On',
  },
  validation: {
    subject: 'Konfirmasi alamat email kamu',
    greeting: 'Hai {firstName},',
    body: 'Terima kasih sudah mendaftar! Konfirmasi alamat email kamu agar kami bisa menghubungimu soal skor dan undian hadiah.',
    action: 'Konfirmasi alamat email',
    footer:
      'Kamu menerima email ini karena alamat ini digunakan untuk membuat akun di situs game kami. Kalau itu bukan kamu, abaikan saja email ini.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Selamat bergabung, akunmu sudah siap',
    greeting: 'Hai {firstName},',
    body: 'Terima kasih sudah bergabung! Akunmu sudah siap: mainkan Circuit Shutdown, Headspace, dan Jungle Board, simpan skor terbaikmu di papan peringkat, dan raih posisi teratas. Semoga beruntung di undian hadiah!',
    footer: 'Kamu menerima email ini karena kamu membuat akun di situs game kami.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Skormu sudah masuk papan peringkat',
    greeting: 'Hai {firstName},',
    body: 'Permainan yang keren! Skormu {score} sudah disimpan di papan peringkat.\n\n{rankText}\n\nYakin bisa mengalahkannya? Main lagi kapan saja.',
    rank: 'Kamu sekarang berada di peringkat {position} pada papan peringkat keseluruhan.',
    footer: 'Kamu menerima email ini karena kamu menyimpan skor di situs game kami.\nGear Up. Game On',
  },
};
