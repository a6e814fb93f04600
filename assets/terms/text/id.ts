import type { TermsText } from './types.ts';

export const id: TermsText = {
  title: 'Ketentuan resmi undian berhadiah',
  lead: (f) =>
    `Ketentuan ini mengatur undian berhadiah yang diselenggarakan bersama permainan “${f.organiser}”. Dengan mengikuti undian, peserta dianggap menyetujui seluruh ketentuan ini.`,
  organiser: {
    heading: 'Penyelenggara',
    paragraphs: (f) => [
      `Undian berhadiah ini diselenggarakan oleh ${f.organiser} (“Penyelenggara”), merek perangkat gaming yang mengelola situs web ini. Keikutsertaan tidak dipungut biaya dan tidak mensyaratkan pembelian apa pun.`,
    ],
  },
  eligibility: {
    heading: 'Syarat peserta',
    paragraphs: (f) => [
      `Undian terbuka bagi perorangan yang telah berusia ${f.minimumAge} tahun atau lebih pada hari keikutsertaannya dan berdomisili di negara mana pun kecuali ${f.excludedCountries}. Penduduk negara-negara tersebut dapat memainkan permainan, tetapi tidak dapat mengikuti undian.`,
      'Keikutsertaan memerlukan akun yang memuat tanggal lahir peserta. Tempat tinggal diperiksa berdasarkan negara yang diberikan peserta dan negara tempat peserta bermain sebagaimana ditentukan oleh penyedia layanan situs web: jika salah satunya termasuk negara tersebut, atau tidak ada negara yang diketahui sama sekali, keikutsertaan tidak sah.',
      'Karyawan Penyelenggara, agensinya, dan setiap perusahaan yang terlibat dalam pelaksanaan undian, beserta anggota rumah tangga mereka, tidak diperkenankan mengikuti undian.',
    ],
  },
  period: {
    heading: 'Periode undian',
    paragraphs: (f) => [
      `Undian dibuka pada ${f.startDate} pukul ${f.openTime} dan ditutup pada ${f.endDate} pukul ${f.closeTime}, waktu ${f.timeZone}. Hanya skor yang disimpan dalam periode ini yang diikutsertakan; waktu yang tercatat di server Penyelenggara yang menentukan.`,
    ],
  },
  entry: {
    heading: 'Cara mengikuti undian',
    paragraphs: (f) => [
      `Mainkan ketiga permainan di situs web (${f.games}), lalu simpan skor total Anda melalui formulir skor selama periode undian dengan mencantumkan alamat email yang valid dan menyetujui ketentuan ini.`,
      'Hanya satu keikutsertaan yang diterima untuk setiap alamat email, dan setiap orang hanya boleh ikut dengan satu alamat.',
      'Setiap skor diverifikasi oleh server Penyelenggara dengan memutar ulang permainan yang terekam; skor yang tidak dapat direproduksi tidak dihitung. Setiap upaya kecurangan, seperti perangkat lunak yang diubah, permainan otomatis, atau penggunaan beberapa identitas, mengakibatkan peserta didiskualifikasi dari seluruh undian.',
    ],
  },
  tiers: {
    heading: 'Hadiah per tingkat',
    paragraphs: () => [
      'Skor total, yaitu jumlah skor dari ketiga permainan, menempatkan setiap keikutsertaan pada suatu tingkat. Setiap keikutsertaan diikutkan dalam undian tingkat tertinggi yang dicapai oleh skor totalnya:',
    ],
  },
  leaderboard: {
    heading: 'Hadiah papan peringkat',
    paragraphs: (f) => [
      `Selain itu, peserta yang menempati ${f.leaderboardPlaces} posisi teratas papan peringkat saat undian ditutup masing-masing memperoleh hadiah dari rangkaian perangkat gaming Penyelenggara. Jika skor sama, skor yang disimpan lebih dahulu ditempatkan lebih tinggi.`,
    ],
  },
  share: {
    heading: 'Hadiah berbagi',
    paragraphs: (f) => [
      `Peserta yang membagikan skornya dari situs web selama periode undian dalam keadaan masuk ke akunnya diikutkan dalam undian terpisah untuk kode dompet digital senilai ${f.sharePrize} per kode. Jumlah kode dompet digital yang diundi adalah ${f.sharePrizeWinners}, masing-masing untuk peserta yang berbeda, dan satu peserta cadangan diundi untuk setiap kode.`,
      `Setiap peserta diikutkan dalam undian ini satu kali, berapa pun seringnya ia membagikan skor, dan harus memenuhi ketentuan kelayakan di atas. Pembagian yang dilakukan tanpa masuk ke akun, atau di luar periode undian, tidak diikutkan.`,
    ],
  },
  draw: {
    heading: 'Penentuan dan pemberitahuan pemenang',
    paragraphs: (f) => [
      'Setelah undian ditutup, pemenang setiap tingkat diundi secara acak dari keikutsertaan yang sah pada tingkat tersebut, di bawah pengawasan Penyelenggara.',
      `Pemenang diberi tahu melalui email, ke alamat yang dicantumkan saat mengikuti undian, dalam waktu ${f.noticeDays} hari setelah undian berakhir. Pemenang wajib membalas dalam waktu ${f.replyDays} hari sejak pemberitahuan untuk mengonfirmasi data dan kelayakannya; jika tidak, hak atas hadiah gugur dan hadiah dapat diberikan kepada peserta cadangan.`,
    ],
  },
  prizeRules: {
    heading: 'Ketentuan hadiah',
    paragraphs: () => [
      'Hadiah diberikan sesuai uraian, tidak dapat diganti dengan uang tunai, serta tidak dapat ditukar maupun dialihkan. Apabila suatu hadiah tidak tersedia karena alasan di luar kendalinya, Penyelenggara dapat menggantinya dengan hadiah yang bernilai sama atau lebih tinggi.',
    ],
  },
  data: {
    heading: 'Data pribadi',
    paragraphs: () => [
      'Data yang diberikan saat mengikuti undian (alamat email, nama, tanggal lahir, dan negara) digunakan untuk menyelenggarakan undian, memeriksa kelayakan, dan menghubungi pemenang. Data tersebut diproses sesuai dengan kebijakan privasi situs web ini.',
    ],
  },
  general: {
    heading: 'Ketentuan umum',
    paragraphs: () => [
      'Keikutsertaan dalam undian berarti persetujuan penuh atas ketentuan ini. Penyelenggara dapat membatalkan, menangguhkan, atau mengubah undian apabila kecurangan, gangguan teknis, atau sebab lain di luar kendalinya menghalangi pelaksanaan sebagaimana mestinya; peserta akan diberi tahu melalui situs web.',
      'Ketentuan ini tunduk pada hukum negara tempat Penyelenggara berkedudukan, tanpa mengurangi ketentuan wajib perlindungan konsumen di negara domisili peserta.',
    ],
  },
  table: { tier: 'Tingkat', minScore: 'Skor total minimum', winners: 'Pemenang', prize: 'Hadiah' },
  tierName: (tier) => `Tingkat ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'PC gaming beserta mouse, headset, dan keyboard',
    'graphics-card': 'Kartu grafis',
    'peripherals-bundle': 'Mouse, headset, dan keyboard',
  },
  privacyLink: 'Kebijakan privasi',
  page: (page, pages) => `Halaman ${page} dari ${pages}`,
};
